import { queryOptions } from '@tanstack/react-query';
import {
  type ComparisonCount,
  type ComparisonItem,
  type ComparisonList,
  type ComparisonListings,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';

/** The signed-in user's comparison list, next to the spec's 'api/users/me' (§7). */
export const COMPARISON_QUERY_KEY = 'api/users/me/comparison';

export const comparisonKeys = {
  list: [COMPARISON_QUERY_KEY] as const,
  /** A visitor's stored ids, in any order: the same ids are the same query. */
  listings: (ids: readonly string[]) =>
    ['api/comparison/listings', [...ids].sort().join(',')] as const,
  /** Every change of the signed-in user's comparison; adding and removing start with it. */
  change: ['comparison', 'change'] as const,
  add: ['comparison', 'change', 'add'] as const,
  remove: ['comparison', 'change', 'remove'] as const,
};

interface CallOptions {
  signal?: AbortSignal;
  /** The server passes its request's context; the browser leaves it out. */
  context?: RequestContext;
}

/** `GET /api/users/me/comparison`: the compared listings and their count. */
export function getComparison({ signal, context }: CallOptions = {}): Promise<ComparisonList> {
  return apiRequest<ComparisonList>('/users/me/comparison', { signal, context });
}

export function getComparisonQueryOptions(context?: RequestContext) {
  return queryOptions({
    queryKey: comparisonKeys.list,
    queryFn: ({ signal }) => getComparison({ signal, context }),
  });
}

/** `POST /api/users/me/comparison {include}`: adds products; answers the new count. */
export function addToComparison(ids: readonly string[], options: { handled?: boolean } = {}) {
  return apiRequest<ComparisonCount>('/users/me/comparison', {
    method: 'POST',
    body: { include: ids },
    handled: options.handled,
  });
}

/** `DELETE /api/users/me/comparison {include}`: removes products; answers the new count. */
export function removeFromComparison(ids: readonly string[]) {
  return apiRequest<ComparisonCount>('/users/me/comparison', {
    method: 'DELETE',
    body: { include: ids },
  });
}

/**
 * `GET /api/comparison/listings?ids=a,b`: a visitor's stored products, as the table shows them,
 * in the order given; unknown ids are left out, withdrawn ones come with `available: false`.
 */
export async function getComparisonListings(
  ids: readonly string[],
  { signal, handled }: CallOptions & { handled?: boolean } = {},
): Promise<ComparisonItem[]> {
  const { items } = await apiRequest<ComparisonListings>('/comparison/listings', {
    query: { ids: ids.join(',') },
    signal,
    handled,
  });
  return items;
}
