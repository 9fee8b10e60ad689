'use client';

import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Link from 'next/link';
import { useTranslations } from 'use-intl';
import { type ListingCard as ListingCardData } from '@bazaar/contracts';
import { listingHref } from '@/lib/listings/listing-links';
import { ListingCardActions } from '@/components/listing-card-actions';
import { ListingCardPhoto, ListingCardTitle, ListingFact } from '@/components/listing-card-parts';
import { ListingPrice } from '@/components/listing-price';
import { SellerRating } from './seller-rating';

interface Props {
  listing: ListingCardData;
}

/** A listing as cards show it: photo, title, price, place and seller; links to the item page. */
export function ListingCard({ listing }: Props) {
  const t = useTranslations('listings');
  const soldOut = listing.quantity === 0;

  return (
    <Card
      component="article"
      data-testid="listing-card"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'transform 160ms ease, box-shadow 160ms ease, border-color 160ms ease',
        '&:hover': {
          transform: 'translateY(-2px)',
          boxShadow: '0 12px 28px -12px rgba(16, 24, 40, 0.28)',
          borderColor: 'transparent',
        },
        '&:hover img': { transform: 'scale(1.03)' },
      }}
    >
      <CardActionArea
        component={Link}
        href={listingHref(listing.section, listing.id)}
        // A home page shows dozens of cards: item pages load when opened, not all in advance.
        prefetch={false}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <ListingCardPhoto listing={listing} dimmed={soldOut}>
          <Stack
            spacing={0.75}
            sx={{ position: 'absolute', top: 10, right: 10, alignItems: 'flex-end' }}
          >
            {soldOut ? (
              <Chip
                size="small"
                label={t('soldOut')}
                sx={{ bgcolor: 'grey.900', color: 'common.white', fontWeight: 700 }}
              />
            ) : null}
            {listing.negotiable ? (
              <Chip
                size="small"
                color="secondary"
                label={t('negotiable')}
                sx={{ fontWeight: 700 }}
              />
            ) : null}
          </Stack>
        </ListingCardPhoto>
        <Stack spacing={1} sx={{ p: 1.75, flexGrow: 1 }}>
          <ListingCardTitle title={listing.title} component="h3" />
          <ListingPrice price={listing.price} rental_period={listing.rental_period} />
          <Stack spacing={0.5} sx={{ mt: 'auto', color: 'text.secondary', minWidth: 0 }}>
            {listing.location ? <ListingFact kind="location" text={listing.location.city} /> : null}
            <ListingFact kind="seller" text={listing.seller.display_name} />
            <SellerRating rating={listing.seller.rating} compact />
          </Stack>
        </Stack>
      </CardActionArea>
      <ListingCardActions listing={listing} />
    </Card>
  );
}
