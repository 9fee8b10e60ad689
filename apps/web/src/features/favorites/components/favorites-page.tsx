'use client';

import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { EmptyState } from '@/components/empty-state';
import { getFavoritePagesQueryOptions } from '@/lib/favorites/favorites-api';
import { FavoriteCard } from './favorite-card';

/** Two columns on phones, up to four on wide screens, like every grid of listing cards. */
const gridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2, md: 2.5 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

/**
 * `/favorites` (signed in): the saved listings, last saved first, each with when it was saved,
 * what its price did since and whether it can still be bought; the heart removes one at once.
 */
export function FavoritesPage() {
  const t = useTranslations('favorites');
  const query = useInfiniteQuery(getFavoritePagesQueryOptions());
  const favorites = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isSuccess && favorites.length === 0 && !query.hasNextPage) {
    return (
      <Container maxWidth="lg">
        <EmptyState
          title={t('emptyTitle')}
          description={t('emptyDescription')}
          image={<FavoriteBorderRounded sx={{ fontSize: 96, color: 'error.main' }} />}
        />
      </Container>
    );
  }

  let body;
  if (query.isPending) {
    body = (
      <Box sx={gridSx} aria-busy="true" aria-label={t('loading')}>
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} variant="rounded" height={340} />
        ))}
      </Box>
    );
  } else if (query.isError && favorites.length === 0) {
    body = (
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
  } else {
    body = (
      <>
        <Box sx={gridSx} data-testid="favorites-grid">
          {favorites.map((favorite) => (
            <FavoriteCard key={favorite.listing.id} favorite={favorite} />
          ))}
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
            {t('end', { count: favorites.length })}
          </Typography>
        )}
      </>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        <Typography color="text.secondary">{t('intro')}</Typography>
      </Stack>
      {body}
    </Container>
  );
}
