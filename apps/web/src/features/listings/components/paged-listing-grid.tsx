'use client';

import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslations } from 'use-intl';
import { ListingCard } from '@/components/listing-card';
import { type PagedListingsParams, usePagedListings } from '../api/get-paged-listings';
import { listingGridSx } from '@/components/listing-grid-sx';
import { ListingGridSkeleton, ListingsUnavailable, NoListings } from './listing-grid-states';

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

  if (listings.isPending) return <ListingGridSkeleton cards={8} />;
  if (listings.isError && items.length === 0) {
    return <ListingsUnavailable onRetry={() => void listings.refetch()} />;
  }
  if (items.length === 0) return <NoListings text={emptyText} />;
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
