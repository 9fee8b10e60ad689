'use client';

import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useId } from 'react';
import { useTranslations } from 'use-intl';
import { type MarketplaceSection } from '@bazaar/contracts';
import { DivisionIcon } from '@/components/division-visual';
import { newestListingsParams, useListings } from '../api/get-listings';
import { divisionHref } from '@/lib/listings/listing-links';
import { ListingCard } from '@/components/listing-card';
import { listingGridSx } from '@/components/listing-grid-sx';
import { ListingGridSkeleton, ListingsUnavailable, NoListings } from './listing-grid-states';

/** One division on the home page: its name, a link to its home and its newest listings. */
export function DivisionListings({ section }: { section: MarketplaceSection }) {
  const t = useTranslations();
  const headingId = useId();
  const listings = useListings(newestListingsParams(section));
  const name = t(`divisions.${section}.name`);
  const href = divisionHref(section);

  let content;
  if (listings.data) {
    content =
      listings.data.items.length > 0 ? (
        <Box sx={listingGridSx}>
          {listings.data.items.map((listing) => (
            <ListingCard key={listing.id} listing={listing} />
          ))}
        </Box>
      ) : (
        <NoListings text={t('listings.empty')} />
      );
  } else if (listings.isError) {
    content = <ListingsUnavailable onRetry={() => void listings.refetch()} />;
  } else {
    content = <ListingGridSkeleton cards={4} />;
  }

  return (
    <Box component="section" aria-labelledby={headingId} data-testid={`division-${section}`}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2.5 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <DivisionIcon section={section} size={44} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id={headingId} variant="h5" component="h2" noWrap>
              <Box
                component={Link}
                href={href}
                sx={{
                  color: 'inherit',
                  textDecoration: 'none',
                  '&:hover': { color: 'primary.main' },
                }}
              >
                {name}
              </Box>
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {t(`divisions.${section}.tagline`)}
            </Typography>
          </Box>
        </Stack>
        <Button
          component={Link}
          href={href}
          endIcon={<ArrowForwardRounded />}
          aria-label={t('listings.seeAllIn', { division: name })}
          sx={{ flexShrink: 0 }}
        >
          {t('listings.seeAll')}
        </Button>
      </Stack>
      {content}
    </Box>
  );
}
