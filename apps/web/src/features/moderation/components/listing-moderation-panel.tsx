'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import type { ModerationCaseDetail } from '@bazaar/contracts';
import { DetailDrawer } from '@/components/detail-drawer';
import { ReasonDialog } from '@/components/dialogs/reason-dialog';
import { listingHref } from '@/lib/listings/listing-links';
import { useModerationDecision, type ModerationDecision } from '../api/decide-moderation-case';
import { useModerationCase } from '../api/get-moderation-case';

const WAITING_FOR_ADMIN = ['flagged', 'revision_requested', 'resubmitted'];

function History({ detail }: { detail: ModerationCaseDetail }) {
  const t = useTranslations('listingModeration');
  const format = useFormatter();
  return (
    <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 2.5 }} aria-label={t('history')}>
      {detail.history.map((event) => (
        <li key={event.id} data-testid="moderation-event">
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t(`events.${event.kind}`)}
            {event.flags.length > 0
              ? ` (${event.flags.map((flag) => t(`flags.${flag}`)).join(', ')})`
              : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {event.actor?.display_name ?? t('rules')} ·{' '}
            {format.dateTime(new Date(event.occurred_at), {
              dateStyle: 'medium',
              timeStyle: 'short',
            })}
          </Typography>
          {event.reason ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              “{event.reason}”
            </Typography>
          ) : null}
        </li>
      ))}
    </Stack>
  );
}

/** A listing's moderation: where it stands, its history, and the administrator's decisions. */
export function ListingModerationPanel({
  listingId,
  onClose,
}: {
  listingId: string;
  onClose: () => void;
}) {
  const t = useTranslations('listingModeration');
  const tDivisions = useTranslations('divisions');
  const { data: detail, isError } = useModerationCase(listingId);
  const decide = useModerationDecision(listingId);
  const [asking, setAsking] = useState<'request-revision' | 'block' | null>(null);

  const run = (decision: ModerationDecision, reason?: string) =>
    decide.mutate(
      { decision, reason },
      {
        onSuccess: () => {
          setAsking(null);
          enqueueSnackbar(t(`done.${decision}`), { variant: 'success' });
        },
      },
    );

  return (
    <>
      <DetailDrawer
        title={detail?.listing.title ?? t('panelTitle')}
        titleSx={{ overflowWrap: 'anywhere' }}
        closeLabel={t('close')}
        width={460}
        detail={detail}
        isError={isError}
        loadFailedText={t('caseLoadFailed')}
        onClose={onClose}
      >
        {(detail) => (
          <>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Chip label={t(`states.${detail.state}`)} color="warning" data-testid="case-state" />
              <Chip label={tDivisions(`${detail.listing.section}.name`)} variant="outlined" />
              {detail.flags.map((flag) => (
                <Chip key={flag} label={t(`flags.${flag}`)} variant="outlined" />
              ))}
            </Stack>
            <Typography variant="body2">
              {t('owner', { name: detail.owner.display_name })} ·{' '}
              <MuiLink
                component={Link}
                href={listingHref(detail.listing.section, detail.listing.id)}
              >
                {t('openListing')}
              </MuiLink>
            </Typography>
            {detail.reason ? (
              <Alert severity="info">
                {t('currentReason')}: {detail.reason}
              </Alert>
            ) : null}
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
              {detail.state !== 'revision_requested' && detail.state !== 'resubmitted' ? (
                <Button variant="outlined" onClick={() => setAsking('request-revision')}>
                  {t('requestRevision')}
                </Button>
              ) : null}
              {WAITING_FOR_ADMIN.includes(detail.state) ? (
                <Button
                  variant="contained"
                  color="success"
                  loading={decide.isPending && asking === null}
                  onClick={() => run('approve')}
                >
                  {t('approve')}
                </Button>
              ) : null}
              {detail.state !== 'blocked' ? (
                <Button variant="outlined" color="error" onClick={() => setAsking('block')}>
                  {t('block')}
                </Button>
              ) : null}
            </Stack>
            <Box component="section">
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {t('history')}
              </Typography>
              <History detail={detail} />
            </Box>
          </>
        )}
      </DetailDrawer>
      {asking ? (
        <ReasonDialog
          title={t(`dialogs.${asking}.title`)}
          explained={t(`dialogs.${asking}.explained`)}
          reasonLabel={t('reason')}
          cancelLabel={t('cancel')}
          confirmLabel={t(`dialogs.${asking}.confirm`)}
          pending={decide.isPending}
          minRows={3}
          minLength={3}
          maxLength={500}
          onConfirm={(reason) => run(asking, reason)}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </>
  );
}
