'use client';

import EditOutlined from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import NextLink from 'next/link';
import { useTranslations } from 'use-intl';
import { type ListingDetail } from '@bazaar/contracts';
import { ItemAddToCart } from './add-to-cart-button';
import { CompareButton } from './compare-button';
import { FavoriteButton } from './favorite-button';
import { MessageButton } from './message-button';

/**
 * A buyer's actions on an item page (cart with the variant choice, a message to the owner,
 * comparison, favorite), under the price where every layout keeps them in view; for the owner,
 * "Edit" first (`editHref`) and no message button.
 */
export function ListingItemActions({
  listing,
  editHref,
}: {
  listing: ListingDetail;
  editHref?: string;
}) {
  const t = useTranslations('listings');
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      data-listing-id={listing.id}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      {editHref ? (
        <Button
          component={NextLink}
          href={editHref}
          variant="outlined"
          startIcon={<EditOutlined />}
          data-testid="edit-listing-link"
        >
          {t('edit')}
        </Button>
      ) : null}
      {/* cart, comparison and favorite buttons */}
      <ItemAddToCart listing={listing} />
      <MessageButton
        subject={{ kind: 'listing', id: listing.id, title: listing.title }}
        recipient={listing.seller}
        label={listing.section === 'flea-market' ? 'askAboutAd' : 'messageSeller'}
      />
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
