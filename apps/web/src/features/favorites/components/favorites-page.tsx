'use client';

import { FavoriteBorderRounded } from '@/components/icons/sprite-icon';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslations } from 'use-intl';
import { EmptyState } from '@/components/empty-state';
import { listingGridSx } from '@/components/listing-grid-sx';
import { PagedList } from '@/components/paged-list';
import { getFavoritePagesQueryOptions } from '@/entities/favorites/favorites-api';
import { FavoriteCard } from './favorite-card';
import { PageHeading } from '@/components/page-heading';

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

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHeading title={t('title')} subtitle={t('intro')} />
      <PagedList
        query={query}
        count={favorites.length}
        placeholder={
          <Box sx={listingGridSx} aria-busy="true" aria-label={t('loading')}>
            {[0, 1, 2, 3].map((key) => (
              <Skeleton key={key} variant="rounded" height={340} />
            ))}
          </Box>
        }
        // No favorites at all is told by the whole page above.
        empty={null}
        texts={{
          retry: t('retry'),
          loadFailed: t('loadFailed'),
          loadMore: t('loadMore'),
          end: t('end', { count: favorites.length }),
        }}
      >
        <Box sx={listingGridSx} data-testid="favorites-grid">
          {favorites.map((favorite) => (
            <FavoriteCard key={favorite.listing.id} favorite={favorite} />
          ))}
        </Box>
      </PagedList>
    </Container>
  );
}
