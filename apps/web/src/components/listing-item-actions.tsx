'use client';

import Stack from '@mui/material/Stack';
import { type ListingDetail } from '@bazaar/contracts';
import { ItemAddToCart } from './add-to-cart-button';
import { CompareButton } from './compare-button';
import { FavoriteButton } from './favorite-button';

/**
 * A buyer's actions on an item page (cart with the variant choice, comparison, favorite), under
 * the price where every layout keeps them in view.
 */
export function ListingItemActions({ listing }: { listing: ListingDetail }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      data-listing-id={listing.id}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      {/* cart, comparison and favorite buttons */}
      <ItemAddToCart listing={listing} />
      <CompareButton listingId={listing.id} title={listing.title} variant="button" />
      <FavoriteButton
        listingId={listing.id}
        title={listing.title}
        sellerId={listing.seller.id}
        variant="button"
      />
    </Stack>
  );
}
