import { infiniteQueryOptions } from '@tanstack/react-query';
import { type FavoriteIds, type FavoritePage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';

/** The saved listings, next to the spec's 'api/users/me' (§7). */
export const FAVORITES_QUERY_KEY = 'api/users/me/favorites';

export const favoritesKeys = {
  /** Every favorites query: the pages of /favorites and the ids the hearts read. */
  all: [FAVORITES_QUERY_KEY] as const,
  pages: [FAVORITES_QUERY_KEY, 'pages'] as const,
  ids: [FAVORITES_QUERY_KEY, 'ids'] as const,
  change: ['favorites', 'change'] as const,
};

/** Saved listings per page of /favorites ("Load more" fetches the next one). */
export const FAVORITES_PAGE_SIZE = 24;

interface CallOptions {
  signal?: AbortSignal;
  /** The server passes its request's context; the browser leaves it out. */
  context?: RequestContext;
}

/** `GET /api/users/me/favorites?limit&cursor`: saved listings, last saved first. */
export function getFavorites(
  cursor: string | undefined,
  { signal, context }: CallOptions = {},
): Promise<FavoritePage> {
  return apiRequest<FavoritePage>('/users/me/favorites', {
    query: { limit: FAVORITES_PAGE_SIZE, cursor },
    signal,
    context,
  });
}

/** The pages of /favorites, last saved first. */
export function getFavoritePagesQueryOptions(context?: RequestContext) {
  return infiniteQueryOptions({
    queryKey: favoritesKeys.pages,
    queryFn: ({ pageParam, signal }) => getFavorites(pageParam, { signal, context }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

/** `GET /api/users/me/favorites/ids`: what the hearts on cards and item pages show. */
export async function getFavoriteIds({ signal }: CallOptions = {}): Promise<string[]> {
  return (await apiRequest<FavoriteIds>('/users/me/favorites/ids', { signal })).ids;
}

/** `PUT` or `DELETE /api/users/me/favorites/:listingId`. */
export async function setFavorite(listingId: string, favorite: boolean): Promise<void> {
  await apiRequest(`/users/me/favorites/${encodeURIComponent(listingId)}`, {
    method: favorite ? 'PUT' : 'DELETE',
  });
}
