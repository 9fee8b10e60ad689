'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useTranslations } from 'use-intl';

/** What the list needs of its infinite query. */
interface PagedQuery {
  isPending: boolean;
  /** The orders shown are the previous filters' while the new ones load. */
  isPlaceholderData: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

interface Props {
  query: PagedQuery;
  /** Orders loaded so far. */
  count: number;
  /** Shown when the query answered with no orders. */
  empty: ReactNode;
  children: ReactNode;
}

/** The cursor-paged orders: placeholders while loading, a retry on failure, then "Load more". */
export function OrdersPagedList({ query, count, empty, children }: Props) {
  const t = useTranslations('cartHistory');
  if (query.isPending) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={220} />
        ))}
      </Stack>
    );
  }
  if (query.isError && count === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  }
  if (count === 0) return empty;
  return (
    <Box>
      <Box
        aria-busy={query.isPlaceholderData}
        sx={{ opacity: query.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms ease' }}
      >
        {children}
      </Box>
      {query.hasNextPage ? (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            size="large"
            onClick={() => void query.fetchNextPage()}
            loading={query.isFetchingNextPage}
          >
            {t('loadMore')}
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
          {t('end', { count })}
        </Typography>
      )}
    </Box>
  );
}
