'use client';

import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { type DiscoveryListingCard } from '@bazaar/contracts';
import { ListingCardSkeleton } from '@/components/listing-card-skeleton';
import { RetryAlert } from '@/components/retry-alert';
import { ResultCard } from './result-card';

export const resultGridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(auto-fill, minmax(210px, 1fr))',
  },
} as const;

interface Props {
  listings: readonly DiscoveryListingCard[] | undefined;
  isError: boolean;
  /** Older results stay on screen, dimmed, while new ones load. */
  isStale: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  /** Shown when nothing matches, e.g. a button that clears the filters. */
  emptyAction?: ReactNode;
  /** The map instead of the grid, when the page shows the map view. */
  map?: ReactNode;
}

/** A page of results: the grid (or the map), an empty or error state and "Load more". */
export function ResultsGrid({
  listings,
  isError,
  isStale,
  hasMore,
  isLoadingMore,
  onLoadMore,
  onRetry,
  emptyAction,
  map,
}: Props) {
  const t = useTranslations('discovery.results');

  if (!listings) {
    if (isError) {
      return (
        <RetryAlert retryLabel={t('retry')} onRetry={onRetry}>
          {t('unavailable')}
        </RetryAlert>
      );
    }
    return (
      <Box sx={resultGridSx} aria-busy="true" aria-label={t('loading')}>
        {Array.from({ length: 8 }, (_, index) => (
          <ListingCardSkeleton key={index} />
        ))}
      </Box>
    );
  }

  if (listings.length === 0) {
    return (
      <Stack
        spacing={1.5}
        data-testid="results-empty"
        sx={{
          alignItems: 'center',
          textAlign: 'center',
          py: { xs: 6, md: 9 },
          px: 2,
          borderRadius: '16px',
          border: '1px dashed',
          borderColor: 'divider',
        }}
      >
        <SearchOffRounded sx={{ fontSize: 44, color: 'text.disabled' }} aria-hidden />
        <Typography variant="h6" component="p">
          {t('emptyTitle')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
          {t('emptyDescription')}
        </Typography>
        {emptyAction}
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Box
        aria-busy={isStale ? 'true' : 'false'}
        sx={{ opacity: isStale ? 0.55 : 1, transition: 'opacity 160ms ease' }}
      >
        {map ?? (
          <Box sx={resultGridSx} data-testid="results-grid">
            {listings.map((listing) => (
              <ResultCard key={listing.id} listing={listing} />
            ))}
          </Box>
        )}
      </Box>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Typography
          variant="body2"
          color="text.secondary"
          role="status"
          data-testid="results-shown"
        >
          {t('shown', { count: listings.length })}
        </Typography>
        {hasMore ? (
          <Button
            variant="outlined"
            size="large"
            onClick={onLoadMore}
            loading={isLoadingMore}
            startIcon={<ExpandMoreRounded />}
            data-testid="load-more"
            sx={{ minWidth: 200, borderRadius: 999 }}
          >
            {t('loadMore')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
