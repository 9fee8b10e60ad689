'use client';

import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import {
  FEEDBACK_TEXT_MAX,
  type AwaitingFeedback,
  type Feedback,
  type FeedbackSubject,
} from '@bazaar/contracts';
import { ReasonDialog } from '@/components/dialogs/reason-dialog';
import { EmptyState } from '@/components/empty-state';
import { ReviewBody, ReviewReply } from '@/components/review-parts';
import { SellerRating } from '@/components/seller-rating';
import { sellerHref } from '@/lib/listings/listing-links';
import { selectUserType } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { getMyFeedbacksQueryOptions } from '../api/get-my-feedbacks';
import { useReplyToFeedback } from '../api/reply-to-feedback';
import { useReportFeedback } from '../api/report-feedback';
import { useWriteFeedback } from '../api/write-feedback';

function useSubjectText() {
  const t = useTranslations('feedbacks');
  return (subject: FeedbackSubject) =>
    t(subject.kind === 'order' ? 'orderNumber' : 'bookingNumber', { number: subject.number });
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** An order or booking waiting for the buyer's stars and words. */
function AwaitingCard({ awaiting }: { awaiting: AwaitingFeedback }) {
  const t = useTranslations('feedbacks');
  const subjectText = useSubjectText();
  const write = useWriteFeedback();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [missingStars, setMissingStars] = useState(false);
  const labelId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setMissingStars(true);
      return;
    }
    const { kind, id } = awaiting.subject;
    write.mutate({
      ...(kind === 'order' ? { order_id: id } : { reservation_id: id }),
      rating,
      text: text.trim(),
    });
  };
  return (
    <Card
      component="form"
      onSubmit={onSubmit}
      sx={{ p: { xs: 2, md: 3 } }}
      data-testid="awaiting-feedback"
      aria-label={awaiting.subject.title}
    >
      <Stack spacing={1.5}>
        <Box>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {awaiting.subject.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {subjectText(awaiting.subject)} ·{' '}
            <Link component={NextLink} href={sellerHref(awaiting.seller.id)}>
              {awaiting.seller.display_name}
            </Link>
          </Typography>
        </Box>
        <Stack spacing={0.5}>
          <Typography id={labelId} variant="body2" sx={{ fontWeight: 600 }}>
            {t('yourRating')}
          </Typography>
          <Rating
            name={`rating-${awaiting.subject.id}`}
            value={rating}
            onChange={(_, value) => {
              setRating(value);
              setMissingStars(false);
            }}
            size="large"
            aria-labelledby={labelId}
          />
          {missingStars ? (
            <Typography variant="body2" color="error" role="alert">
              {t('chooseStars')}
            </Typography>
          ) : null}
        </Stack>
        <TextField
          label={t('yourReview')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={3}
          required
          slotProps={{ htmlInput: { maxLength: FEEDBACK_TEXT_MAX } }}
        />
        <Box>
          <Button type="submit" variant="contained" loading={write.isPending}>
            {t('send')}
          </Button>
        </Box>
      </Stack>
    </Card>
  );
}

/** The seller's reply box under a review that has none yet. */
function ReplyForm({ feedback }: { feedback: Feedback }) {
  const t = useTranslations('feedbacks');
  const reply = useReplyToFeedback(feedback.id);
  const [text, setText] = useState('');
  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate(text.trim());
      }}
    >
      <TextField
        label={t('replyLabel')}
        helperText={t('replyOnce')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        multiline
        minRows={2}
        required
        slotProps={{ htmlInput: { maxLength: FEEDBACK_TEXT_MAX } }}
      />
      <Box>
        <Button type="submit" variant="outlined" loading={reply.isPending}>
          {t('sendReply')}
        </Button>
      </Box>
    </Stack>
  );
}

/** A received review the seller thinks breaks the rules: a reason for the administrators. */
function ReportFeedback({ feedback }: { feedback: Feedback }) {
  const t = useTranslations('feedbacks.report');
  const report = useReportFeedback(feedback.id);
  const [open, setOpen] = useState(false);
  if (report.isSuccess) {
    return (
      <Typography variant="body2" color="text.secondary" role="status">
        {t('sent')}
      </Typography>
    );
  }
  return (
    <>
      <Box>
        <Button size="small" color="inherit" onClick={() => setOpen(true)}>
          {t('button')}
        </Button>
      </Box>
      <ReasonDialog
        open={open}
        title={t('title')}
        explained={t('explained')}
        reasonLabel={t('reason')}
        cancelLabel={t('cancel')}
        confirmLabel={t('send')}
        pending={report.isPending}
        minRows={2}
        maxLength={FEEDBACK_TEXT_MAX}
        onConfirm={(reason) => {
          if (reason) report.mutate(reason, { onSuccess: () => setOpen(false) });
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** A review: stars, words, the seller's reply, and why it is hidden if it is. */
function FeedbackCard({ feedback, side }: { feedback: Feedback; side: 'author' | 'seller' }) {
  const t = useTranslations('feedbacks');
  const format = useFormatter();
  const subjectText = useSubjectText();
  const other = side === 'author' ? feedback.seller : feedback.buyer;
  return (
    <Card sx={{ p: { xs: 2, md: 3 } }} data-testid="feedback">
      <Stack spacing={1.25}>
        <ReviewBody
          title={feedback.subject.title}
          meta={
            <>
              {subjectText(feedback.subject)} ·{' '}
              {side === 'author' ? (
                <Link component={NextLink} href={sellerHref(other.id)}>
                  {other.display_name}
                </Link>
              ) : (
                t('by', { name: other.display_name })
              )}{' '}
              · {format.dateTime(new Date(feedback.created_at), { dateStyle: 'medium' })}
            </>
          }
          rating={feedback.rating}
          starsLabel={t('stars', { count: feedback.rating })}
          text={feedback.text}
        />
        {feedback.hidden ? (
          <Alert severity="warning">{t('hidden', { reason: feedback.hidden.reason })}</Alert>
        ) : null}
        {feedback.reply ? (
          <ReviewReply
            heading={t('replyFrom', { name: feedback.seller.display_name })}
            reply={feedback.reply}
            testId="feedback-reply"
          />
        ) : side === 'seller' ? (
          <ReplyForm feedback={feedback} />
        ) : null}
        {side === 'seller' && !feedback.hidden ? <ReportFeedback feedback={feedback} /> : null}
      </Stack>
    </Card>
  );
}

/**
 * `/profile/feedbacks` (BUYER, SELLER): for a buyer, the orders and bookings waiting for a review
 * and the reviews written; for a seller, their rating and the reviews received, each with a box
 * for the one reply.
 */
export function FeedbacksPage() {
  const t = useTranslations('feedbacks');
  const seller = useAppSelector(selectUserType) === 'SELLER';
  const query = useQuery(getMyFeedbacksQueryOptions());

  if (!query.data) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        {query.isError ? (
          <Alert
            severity="error"
            action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}
          >
            {t('loadFailed')}
          </Alert>
        ) : (
          <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
            <Skeleton variant="rounded" height={48} />
            <Skeleton variant="rounded" height={180} />
          </Stack>
        )}
      </Container>
    );
  }
  const { awaiting, written, received, rating } = query.data;
  const nothing = awaiting.length === 0 && written.length === 0 && received.length === 0;
  if (nothing) {
    return (
      <Container maxWidth="md">
        <EmptyState
          title={t('emptyTitle')}
          description={seller ? t('emptySeller') : t('emptyBuyer')}
          image={<RateReviewOutlined sx={{ fontSize: 96, color: 'primary.main' }} />}
        />
      </Container>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }} data-testid="feedbacks-page">
      <Stack spacing={4}>
        <Stack spacing={1}>
          <Typography variant="h4" component="h1">
            {t('title')}
          </Typography>
          {seller ? <SellerRating rating={rating} size="medium" /> : null}
        </Stack>
        {seller || received.length > 0 ? (
          <Section title={t('received')}>
            {received.length === 0 ? (
              <Typography color="text.secondary">{t('noneReceived')}</Typography>
            ) : (
              received.map((feedback) => (
                <FeedbackCard key={feedback.id} feedback={feedback} side="seller" />
              ))
            )}
          </Section>
        ) : null}
        {awaiting.length > 0 ? (
          <Section title={t('awaiting')}>
            {awaiting.map((item) => (
              <AwaitingCard key={item.subject.id} awaiting={item} />
            ))}
          </Section>
        ) : null}
        {written.length > 0 ? (
          <Section title={t('written')}>
            {written.map((feedback) => (
              <FeedbackCard key={feedback.id} feedback={feedback} side="author" />
            ))}
          </Section>
        ) : null}
      </Stack>
    </Container>
  );
}
