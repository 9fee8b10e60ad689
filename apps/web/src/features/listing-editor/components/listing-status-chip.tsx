'use client';

import Chip from '@mui/material/Chip';
import { useTranslations } from 'use-intl';
import { type OwnerListing, type OwnerRevision } from '@bazaar/contracts';

/**
 * Where a saved listing stands: a draft, or published and active, paused or blocked. A
 * revision request holds the listing back as a block, but it is the owner's turn, not a
 * verdict: it reads "Revision requested" (then "Waiting for review"), not "Blocked".
 */
export function ListingStatusChip({
  listing,
  revision,
}: {
  listing: OwnerListing;
  revision?: OwnerRevision;
}) {
  const t = useTranslations('listingEditor.status');
  if (listing.draft_state === 'draft') {
    return <Chip size="small" label={t('draft')} data-testid="listing-status" />;
  }
  if (revision) {
    const requested = revision.state === 'revision_requested';
    return (
      <Chip
        size="small"
        color={requested ? 'warning' : 'info'}
        variant="outlined"
        label={t(requested ? 'revisionRequested' : 'resubmitted')}
        data-testid="listing-status"
      />
    );
  }
  const color =
    listing.status === 'active' ? 'success' : listing.status === 'paused' ? 'warning' : 'error';
  return (
    <Chip
      size="small"
      color={color}
      variant="outlined"
      label={t(listing.status)}
      data-testid="listing-status"
    />
  );
}
