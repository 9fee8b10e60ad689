'use client';

import Chip from '@mui/material/Chip';
import { useTranslations } from 'use-intl';
import { type OwnerListing } from '@bazaar/contracts';

/** Where a saved listing stands: a draft, or published and active, paused or blocked. */
export function ListingStatusChip({ listing }: { listing: OwnerListing }) {
  const t = useTranslations('listingEditor.status');
  if (listing.draft_state === 'draft') {
    return <Chip size="small" label={t('draft')} data-testid="listing-status" />;
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
