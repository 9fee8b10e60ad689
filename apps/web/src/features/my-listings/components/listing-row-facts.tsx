'use client';

import Typography from '@mui/material/Typography';
import { useFormatter, useTranslations } from 'use-intl';
import { type OwnerListingRow } from '@bazaar/contracts';
import { ListingPrice } from '@/components/listing-price';

type Listing = Pick<OwnerListingRow, 'price' | 'rental_period' | 'quantity'>;

/** The price, or a hint while a draft has none. */
export function RowPrice({ listing }: { listing: Listing }) {
  const t = useTranslations('myListings');
  return listing.price ? (
    <ListingPrice price={listing.price} rental_period={listing.rental_period} />
  ) : (
    <Typography variant="body2" color="text.secondary">
      {t('noPrice')}
    </Typography>
  );
}

/** Items in stock, or "Sold Out" at zero. */
export function RowStock({ listing }: { listing: Listing }) {
  const t = useTranslations('myListings');
  const tListings = useTranslations('listings');
  return listing.quantity === 0 ? (
    <Typography variant="body2" color="error" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
      {tListings('soldOut')}
    </Typography>
  ) : (
    <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
      {t('inStock', { count: listing.quantity })}
    </Typography>
  );
}

/** A day in the visitor's language: "12 Mar 2026"; `inherit` takes the surrounding text's size. */
export function RowDate({
  value,
  variant = 'body2',
}: {
  value: string;
  variant?: 'body2' | 'inherit';
}) {
  const format = useFormatter();
  const date = new Date(value);
  return (
    <Typography
      component="time"
      variant={variant}
      color="text.secondary"
      dateTime={value}
      title={format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {format.dateTime(date, { dateStyle: 'medium' })}
    </Typography>
  );
}
