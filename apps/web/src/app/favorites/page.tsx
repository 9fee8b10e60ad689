import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { type Metadata } from 'next';
import { FavoritesPage } from '@/features/favorites/components/favorites-page';
import { getFavoritePagesQueryOptions } from '@/entities/favorites/favorites-api';
import { getServerTranslator } from '@/lib/i18n/server';
import { getServerQueryClient } from '@/lib/query/server-query-client';
import { getServerRequestContext } from '@/lib/server-request-context';
import { getServerSession } from '@/lib/session/server-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getServerTranslator();
  return { title: t('favorites.title'), robots: { index: false } };
}

/**
 * `/favorites` (signed in; the proxy guards it): the saved listings, the first page rendered on
 * the server (failures are swallowed: the browser asks again).
 */
export default async function FavoritesRoute() {
  const { auth } = await getServerSession();
  const queryClient = getServerQueryClient();
  if (auth) {
    await queryClient.prefetchInfiniteQuery(
      getFavoritePagesQueryOptions(await getServerRequestContext()),
    );
  }
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <FavoritesPage />
    </HydrationBoundary>
  );
}
