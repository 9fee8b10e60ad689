'use client';

import { ImageNotSupportedOutlined } from '@/components/icons/sprite-icon';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import Link from 'next/link';
import { useTranslations } from 'use-intl';
import { type DiscoveryListingCard } from '@bazaar/contracts';
import { ListingFact } from '@/components/listing-card-parts';
import { ListingPrice } from '@/components/listing-price';
import { listingHref } from '@/lib/listings/listing-links';
import { NARROW_SEARCH_CONTAINER } from './search-layout';
import { twoLinesSx } from '@/components/two-lines-sx';

/**
 * One search result as a row: photo, title, price, place and seller. Below 550 px of width
 * (spec §9) the row tightens: a smaller photo and fewer details.
 */
export function SearchResultRow({ listing }: { listing: DiscoveryListingCard }) {
  const t = useTranslations('listings');
  const soldOut = listing.quantity === 0;
  return (
    <Box
      component={Link}
      href={listingHref(listing.section, listing.id)}
      prefetch={false}
      data-testid="search-result"
      data-id={listing.id}
      sx={{
        display: 'grid',
        gridTemplateColumns: '148px minmax(0, 1fr)',
        gap: 2,
        p: 1.5,
        borderRadius: '14px',
        color: 'inherit',
        textDecoration: 'none',
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        transition: 'border-color 160ms ease, box-shadow 160ms ease',
        '&:hover': {
          borderColor: 'transparent',
          boxShadow: '0 10px 24px -14px rgba(16, 24, 40, 0.35)',
        },
        '&:hover h3': { color: 'primary.main' },
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main' },
        [NARROW_SEARCH_CONTAINER]: { gridTemplateColumns: '88px minmax(0, 1fr)', gap: 1.5, p: 1 },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '4 / 3',
          borderRadius: '10px',
          overflow: 'hidden',
          bgcolor: 'action.hover',
          alignSelf: 'start',
          [NARROW_SEARCH_CONTAINER]: { aspectRatio: '1 / 1' },
        }}
      >
        {listing.image ? (
          <Image
            src={listing.image.url}
            alt={listing.image.alt || listing.title}
            fill
            unoptimized
            sizes="148px"
            style={{ objectFit: 'cover', filter: soldOut ? 'grayscale(0.7)' : undefined }}
          />
        ) : (
          <Box
            sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
            aria-label={t('noImage')}
            role="img"
          >
            <ImageNotSupportedOutlined sx={{ color: 'text.disabled' }} />
          </Box>
        )}
      </Box>
      <Stack spacing={0.75} sx={{ minWidth: 0, py: 0.25 }}>
        <Typography
          component="h3"
          sx={{
            fontWeight: 600,
            fontSize: '1rem',
            lineHeight: 1.35,
            ...twoLinesSx,
            transition: 'color 160ms ease',
            [NARROW_SEARCH_CONTAINER]: { fontSize: '0.925rem' },
          }}
        >
          {listing.title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ListingPrice price={listing.price} rental_period={listing.rental_period} />
          {soldOut ? <Chip size="small" label={t('soldOut')} /> : null}
          {listing.negotiable ? (
            <Chip size="small" color="secondary" label={t('negotiable')} sx={{ fontWeight: 700 }} />
          ) : null}
        </Stack>
        <Stack
          direction="row"
          spacing={2}
          sx={{ color: 'text.secondary', minWidth: 0, [NARROW_SEARCH_CONTAINER]: { gap: 1 } }}
        >
          {listing.location ? <ListingFact kind="location" text={listing.location.city} /> : null}
          <ListingFact
            kind="seller"
            text={listing.seller.display_name}
            sx={{ [NARROW_SEARCH_CONTAINER]: { display: 'none' } }}
          />
        </Stack>
      </Stack>
    </Box>
  );
}
