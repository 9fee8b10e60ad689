'use client';

import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import {
  advertisingPlacements,
  divisionOf,
  divisions,
  mayEditListingsOf,
  type AdvertisingPlacement,
} from '@bazaar/contracts';
import { usePromotableListings } from '../api/get-promotable-listings';

/** The divisions a seller lists in (spec §6), where their promotable listings are. */
const SELLER_SECTIONS = divisions
  .map(({ section }) => section)
  .filter((section) => mayEditListingsOf(section, 'SELLER'));

interface Props {
  listingId: string;
  onListingChange: (listingId: string) => void;
  placement: AdvertisingPlacement;
  onPlacementChange: (placement: AdvertisingPlacement) => void;
  /** Why the listing chosen will not do, if it will not. */
  listingError: string | undefined;
}

/** What a new campaign promotes, and where: one of the seller's listings and a placement. */
export function CampaignTargetFields({
  listingId,
  onListingChange,
  placement,
  onPlacementChange,
  listingError,
}: Props) {
  const t = useTranslations('advertising');
  const listings = usePromotableListings(SELLER_SECTIONS);
  return (
    <>
      <TextField
        select
        label={t('form.listing')}
        value={listingId}
        onChange={(event) => onListingChange(event.target.value)}
        error={Boolean(listingError)}
        helperText={
          listingError ??
          (!listings.isPending && listings.items.length === 0 ? t('form.noListings') : undefined)
        }
        slotProps={{ select: { inputProps: { 'data-testid': 'campaign-listing' } } }}
      >
        {listings.items.map((listing) => (
          <MenuItem key={listing.id} value={listing.id}>
            <span data-testid="listing-option-title">{listing.title}</span>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {divisionOf(listing.section).name}
            </Typography>
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('form.placement')}
        value={placement}
        onChange={(event) => onPlacementChange(event.target.value as AdvertisingPlacement)}
        helperText={t(`placementHelp.${placement}`)}
      >
        {advertisingPlacements.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`placements.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
