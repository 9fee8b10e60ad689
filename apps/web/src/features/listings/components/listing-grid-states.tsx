'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'use-intl';
import { ListingCardSkeleton } from '@/components/listing-card-skeleton';
import { listingGridSx } from '@/components/listing-grid-sx';
import { RetryAlert } from '@/components/retry-alert';

/** Card placeholders while a grid of listings loads, marked busy. */
export function ListingGridSkeleton({ cards }: { cards: number }) {
  return (
    <Box sx={listingGridSx} aria-busy="true">
      {Array.from({ length: cards }, (_, index) => (
        <ListingCardSkeleton key={index} />
      ))}
    </Box>
  );
}

/** A grid of listings that could not load, with a retry. */
export function ListingsUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useTranslations('listings');
  return (
    <RetryAlert retryLabel={t('retry')} onRetry={onRetry}>
      {t('unavailable')}
    </RetryAlert>
  );
}

/** Said where a grid of listings has none to show. */
export function NoListings({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 3 }}>
      {text}
    </Typography>
  );
}
