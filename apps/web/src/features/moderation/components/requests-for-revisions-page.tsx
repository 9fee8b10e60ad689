'use client';

import FlagOutlined from '@mui/icons-material/FlagOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useState } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import { FEEDBACK_REASON_MAX, type ReportedFeedback } from '@bazaar/contracts';
import { ReasonDialog } from '@/components/dialogs/reason-dialog';
import { EmptyState } from '@/components/empty-state';
import { ReviewBody, ReviewReply } from '@/components/review-parts';
import { sellerHref } from '@/lib/listings/listing-links';
import { useAddressFilters } from '@/lib/use-address-filters';
import { useReportedReviews } from '../api/get-reported-reviews';
import { useHideReview } from '../api/hide-review';
import { moderationFiltersFrom, moderationFiltersToParams, type ModerationTab } from '../filters';
import { ListingModerationQueue } from './listing-moderation-queue';
import { ModerationWordsEditor } from './moderation-words-editor';

/** Asks why, then hides the review (its author is told the reason). */
function HideDialog({ item, onClose }: { item: ReportedFeedback; onClose: () => void }) {
  const t = useTranslations('moderation');
  const hide = useHideReview(item.feedback.id);
  return (
    <ReasonDialog
      title={t('hideTitle')}
      explained={t('hideExplained')}
      reasonLabel={t('hideReason')}
      cancelLabel={t('cancel')}
      confirmLabel={t('hide')}
      confirmColor="error"
      pending={hide.isPending}
      minRows={2}
      maxLength={FEEDBACK_REASON_MAX}
      onConfirm={(reason) => hide.mutate(reason, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/** A reported review: what it says, about whom, and who reported it why. */
function ReportedReviewCard({ item }: { item: ReportedFeedback }) {
  const t = useTranslations('moderation');
  const format = useFormatter();
  const [hiding, setHiding] = useState(false);
  const { feedback } = item;
  const date = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium' });
  return (
    <Card sx={{ p: { xs: 2, md: 3 } }} data-testid="reported-review">
      <Stack spacing={1.25}>
        <ReviewBody
          title={feedback.subject.title}
          meta={
            <>
              {t(feedback.subject.kind === 'order' ? 'orderNumber' : 'bookingNumber', {
                number: feedback.subject.number,
              })}{' '}
              · {t('by', { name: feedback.buyer.display_name })} ·{' '}
              <Link component={NextLink} href={sellerHref(feedback.seller.id)}>
                {feedback.seller.display_name}
              </Link>{' '}
              · {date(feedback.created_at)}
            </>
          }
          rating={feedback.rating}
          starsLabel={t('stars', { count: feedback.rating })}
          text={feedback.text}
        />
        {feedback.reply ? (
          <ReviewReply
            heading={t('replyFrom', { name: feedback.seller.display_name })}
            reply={feedback.reply}
          />
        ) : null}
        <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('reportCount', { count: item.report_count })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label={t('reasons')}>
            {item.reports.map((report) => (
              <Typography
                component="li"
                variant="body2"
                key={`${report.reporter.id}-${report.created_at}`}
                sx={{ overflowWrap: 'anywhere' }}
              >
                “{report.reason}” —{' '}
                {t('reportedBy', {
                  name: report.reporter.display_name,
                  date: date(report.created_at),
                })}
              </Typography>
            ))}
          </Box>
        </Box>
        <Box>
          <Button variant="outlined" color="error" onClick={() => setHiding(true)}>
            {t('hide')}
          </Button>
        </Box>
      </Stack>
      {hiding ? <HideDialog item={item} onClose={() => setHiding(false)} /> : null}
    </Card>
  );
}

/** The reviews users reported, most recently reported first (ADR 0061). */
function ReportedReviewsSection() {
  const t = useTranslations('moderation');
  const query = useReportedReviews();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('reportedReviewsIntro')}
      </Typography>
      {query.isError && !query.data ? (
        <Alert
          severity="error"
          action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
        >
          {t('loadFailed')}
        </Alert>
      ) : !query.data ? (
        <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rounded" height={180} />
          <Skeleton variant="rounded" height={180} />
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyDescription')}
          image={<FlagOutlined sx={{ fontSize: 96, color: 'primary.main' }} />}
        />
      ) : (
        <Stack spacing={2}>
          {items.map((item) => (
            <ReportedReviewCard key={item.feedback.id} item={item} />
          ))}
          {query.hasNextPage ? (
            <Box sx={{ textAlign: 'center' }}>
              <Button
                variant="outlined"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
              >
                {t('loadMore')}
              </Button>
            </Box>
          ) : null}
        </Stack>
      )}
    </Box>
  );
}

const tabId = (tab: ModerationTab) => `moderation-tab-${tab}`;
const PANEL_ID = 'moderation-panel';

/**
 * `/profile/requests-for-revisions` (administrators): the moderation queue. The listings flagged
 * by rules or reported, with revision requests and decisions (ADR 0070), and the reviews users
 * reported (ADR 0061), as two tabs; the tab and the filters live in the address.
 */
export function RequestsForRevisionsPage() {
  const t = useTranslations('moderation');
  const tListings = useTranslations('listingModeration');
  const { filters, applyFilters } = useAddressFilters(
    moderationFiltersFrom,
    moderationFiltersToParams,
  );

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        <Tabs
          value={filters.tab}
          onChange={(_event, tab: ModerationTab) => applyFilters({ tab, listing: undefined })}
          aria-label={t('title')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="listings"
            id={tabId('listings')}
            aria-controls={PANEL_ID}
            label={tListings('tab')}
          />
          <Tab
            value="reviews"
            id={tabId('reviews')}
            aria-controls={PANEL_ID}
            label={t('reportedReviews')}
          />
        </Tabs>
        <Box id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(filters.tab)}>
          {filters.tab === 'listings' ? (
            <Stack spacing={4}>
              <ListingModerationQueue filters={filters} applyFilters={applyFilters} />
              <ModerationWordsEditor />
            </Stack>
          ) : (
            <ReportedReviewsSection />
          )}
        </Box>
      </Stack>
    </Container>
  );
}
