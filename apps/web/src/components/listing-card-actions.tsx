'use client';

import Stack from '@mui/material/Stack';
import { type ListingCard as ListingCardData } from '@bazaar/contracts';
import { AddToCartButton } from './add-to-cart-button';
import { CompareButton } from './compare-button';
import { FavoriteButton } from './favorite-button';

/**
 * The buttons under a listing card (cart, comparison, favorite). They sit outside the card's
 * link, so each is its own control for keyboards and screen readers.
 */
export function ListingCardActions({ listing }: { listing: ListingCardData }) {
  return (
    <Stack
      direction="row"
      spacing={0.5}
      useFlexGap
      data-listing-id={listing.id}
      // A phone's two columns leave no room for all the buttons on one line: the icons wrap.
      sx={{
        px: 1.25,
        pb: 1.25,
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
      }}
    >
      {/* cart, comparison and favorite buttons */}
      <AddToCartButton listing={listing} />
      <CompareButton listingId={listing.id} title={listing.title} />
      <FavoriteButton listingId={listing.id} title={listing.title} sellerId={listing.seller.id} />
    </Stack>
  );
}
