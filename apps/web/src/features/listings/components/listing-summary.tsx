'use client';

import { PlaceOutlined } from '@/components/icons/sprite-icon';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useFormatter, useTranslations } from 'use-intl';
import { ListingPrice } from '@/components/listing-price';
import { DivisionIcon } from '@/components/division-visual';
import { type ListingPageData } from '../lib/listing-page-data';

interface Props {
  listing: ListingPageData;
  /**
   * The buyer's actions on the listing (cart, compare, favourite), placed under the price where
   * every layout keeps them in view; nothing is shown until they exist.
   */
  actions?: ReactNode;
}

/** Goods sold by the piece show how many are left; one-off ads and services do not. */
const STOCKED_SECTIONS = new Set(['catalog', 'food']);

/** The head of an item page: division, title, price with its chips, place and date. */
export function ListingSummary({ listing, actions }: Props) {
  const t = useTranslations('listingPage');
  const tListings = useTranslations('listings');
  const tDivisions = useTranslations('divisions');
  const format = useFormatter();
  const postedAt = listing.published_at ?? listing.created_at;

  return (
    <Stack spacing={2} data-testid="listing-summary">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <DivisionIcon section={listing.section} size={28} />
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {tDivisions(`${listing.section}.name`)}
        </Typography>
      </Stack>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.5rem', md: '1.875rem' }, overflowWrap: 'anywhere' }}
      >
        {listing.title}
      </Typography>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        data-testid="listing-price"
      >
        {listing.price ? (
          <ListingPrice price={listing.price} rental_period={listing.rental_period} size="large" />
        ) : (
          <Typography sx={{ fontWeight: 700, color: 'text.secondary' }}>
            {t('priceNotSet')}
          </Typography>
        )}
        {listing.negotiable ? (
          <Chip color="secondary" label={tListings('negotiable')} sx={{ fontWeight: 700 }} />
        ) : null}
        {listing.sold_out ? (
          <Chip
            label={tListings('soldOut')}
            sx={{ bgcolor: 'grey.900', color: 'common.white', fontWeight: 700 }}
          />
        ) : null}
      </Stack>
      <Stack spacing={0.75} sx={{ color: 'text.secondary' }}>
        {STOCKED_SECTIONS.has(listing.section) && !listing.sold_out ? (
          <Typography variant="body2" sx={{ color: 'success.main', fontWeight: 600 }}>
            {t('inStock', { count: listing.quantity })}
          </Typography>
        ) : null}
        {listing.location ? (
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <PlaceOutlined sx={{ fontSize: 18 }} aria-hidden />
            <Typography variant="body2">
              {listing.location.zip_code} {listing.location.city}
            </Typography>
          </Stack>
        ) : null}
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <ScheduleOutlined sx={{ fontSize: 18 }} aria-hidden />
          <Typography variant="body2">
            {t('postedOn', { date: format.dateTime(new Date(postedAt), { dateStyle: 'long' }) })}
          </Typography>
        </Stack>
      </Stack>
      {actions ? <Box data-testid="listing-actions">{actions}</Box> : null}
    </Stack>
  );
}
