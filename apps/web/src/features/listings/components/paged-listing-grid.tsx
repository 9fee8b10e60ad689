'use client';

import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import { ListingCard } from '@/components/listing-card';
import { ListingCardSkeleton } from '@/components/listing-card-skeleton';
import { type PagedListingsParams, usePagedListings } from '../api/get-paged-listings';
import { listingGridSx } from '@/components/listing-grid-sx';

interface Props {
  params: PagedListingsParams;
  /** What to say when there is nothing to show. */
  emptyText: string;
}

/** Listing cards, newest first, growing by a page with "Load more" while there are more. */
export function PagedListingGrid({ params, emptyText }: Props) {
  const t = useTranslations('listings');
  const listings = usePagedListings(params);
  const items = listings.data?.pages.flatMap((page) => page.items) ?? [];

  if (listings.isPending) {
    return (
      <Box sx={listingGridSx} aria-busy="true">
        {Array.from({ length: 8 }, (_, index) => (
          <ListingCardSkeleton key={index} />
        ))}
      </Box>
    );
  }
  if (listings.isError && items.length === 0) {
    return (
      <Alert
        severity="warning"
        variant="outlined"
        action={
          <Button
            color="inherit"
            size="small"
            startIcon={<RefreshRounded />}
            onClick={() => void listings.refetch()}
          >
            {t('retry')}
          </Button>
        }
      >
        {t('unavailable')}
      </Alert>
    );
  }
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      <Box sx={{ ...listingGridSx, width: '100%' }}>
        {items.map((listing) => (
          <ListingCard key={listing.id} listing={listing} />
        ))}
      </Box>
      {listings.hasNextPage ? (
        <Button
          variant="outlined"
          size="large"
          startIcon={<ExpandMoreRounded />}
          loading={listings.isFetchingNextPage}
          loadingPosition="start"
          onClick={() => void listings.fetchNextPage()}
          sx={{ minWidth: 200 }}
        >
          {t('loadMore')}
        </Button>
      ) : null}
    </Stack>
  );
}
