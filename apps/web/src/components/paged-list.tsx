'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';

/** What the list needs of its infinite query (any TanStack `useInfiniteQuery` result fits). */
interface PagedQuery {
  isPending: boolean;
  /** The rows shown are the previous filters' while the new ones load. */
  isPlaceholderData: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
  refetch: () => Promise<unknown>;
}

/** The list's words, in the feature's own terms ("listings", "orders", …). */
export interface PagedListTexts {
  retry: string;
  loadFailed: string;
  loadMore: string;
  /** Said under the last page, with the number of rows. */
  end: string;
}

/** A feature's translations that hold the list's words under the usual keys. */
type PagedListTranslate = (
  key: 'retry' | 'loadFailed' | 'loadMore' | 'end',
  values?: { count: number },
) => string;

/** The list's words from the feature's namespace (`end` is told the number of rows). */
export function pagedListTexts(t: PagedListTranslate, count: number): PagedListTexts {
  return {
    retry: t('retry'),
    loadFailed: t('loadFailed'),
    loadMore: t('loadMore'),
    end: t('end', { count }),
  };
}

/** Placeholders shaped like a list's rows while its first page loads, marked busy. */
export function RowPlaceholders({
  label,
  rows,
  height,
  spacing,
}: {
  /** Says the list is loading. */
  label: string;
  rows: number;
  height: number;
  spacing: number;
}) {
  return (
    <Stack spacing={spacing} aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, key) => (
        <Skeleton key={key} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

interface Props {
  query: PagedQuery;
  /** Rows loaded so far. */
  count: number;
  /** Shown while the first page loads: placeholders shaped like the rows, marked busy. */
  placeholder: ReactNode;
  /** Shown when the query answered with no rows. */
  empty: ReactNode;
  texts: PagedListTexts;
  children: ReactNode;
}

/** A cursor-paged list: placeholders while loading, a retry on failure, then "Load more". */
export function PagedList({ query, count, placeholder, empty, texts, children }: Props) {
  if (query.isPending) return placeholder;
  if (query.isError && count === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        }
      >
        {texts.loadFailed}
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
            {texts.loadMore}
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
          {texts.end}
        </Typography>
      )}
    </Box>
  );
}
