'use client';

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { editListingHref } from '@/lib/listings/listing-links';
import { useOwnerRevision, useOwnerRevisions } from './listing-revisions-api';

/**
 * On the listing's editor: the administrator's reason for a revision (the editor's actions
 * offer "Resubmit for review"); once resubmitted, that it waits for their review. Without a
 * revision, `fallback` (the editor's own notice of a block).
 */
export function RevisionBanner({
  listingId,
  fallback,
}: {
  listingId: string;
  fallback: ReactNode;
}) {
  const t = useTranslations('listingRevision');
  const revision = useOwnerRevision(listingId);
  if (!revision) return fallback;
  if (revision.state === 'resubmitted') {
    return (
      <Alert severity="info" data-testid="revision-banner">
        <AlertTitle>{t('resubmittedTitle')}</AlertTitle>
        {t('resubmittedText')}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" data-testid="revision-banner">
      <AlertTitle>{t('requestedTitle')}</AlertTitle>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {revision.reason}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('requestedHint')}
      </Typography>
    </Alert>
  );
}

/** On the owner's lists: which listings an administrator asked to revise, and why. */
export function RevisionNotices() {
  const t = useTranslations('listingRevision');
  const { data } = useOwnerRevisions();
  const asked = data?.items.filter((item) => item.state === 'revision_requested') ?? [];
  if (asked.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="revision-notices">
      <AlertTitle>{t('noticesTitle', { count: asked.length })}</AlertTitle>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2 }}>
        {asked.map((item) => (
          <li key={item.listing_id}>
            <MuiLink component={Link} href={editListingHref(item.section, item.listing_id)}>
              {item.title}
            </MuiLink>
            {': '}
            <span style={{ overflowWrap: 'anywhere' }}>{item.reason}</span>
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
