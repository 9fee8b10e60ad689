import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PublicOwnerProfile } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { listingsKeys } from './listings-keys';

interface CallOptions {
  signal?: AbortSignal;
  /** The server passes its request's context; the browser leaves it out. */
  context?: RequestContext;
}

/** `GET /api/owners/:id`: the seller page's header; 404 for paused, blocked or closed accounts. */
export function getOwner(
  id: string,
  { signal, context }: CallOptions = {},
): Promise<PublicOwnerProfile> {
  return apiRequest<PublicOwnerProfile>(`/owners/${encodeURIComponent(id)}`, {
    signal,
    context,
  });
}

export function getOwnerQueryOptions(id: string, context?: RequestContext) {
  return queryOptions({
    queryKey: listingsKeys.owner(id),
    queryFn: ({ signal }) => getOwner(id, { signal, context }),
  });
}

export function useOwner(id: string) {
  return useQuery(getOwnerQueryOptions(id));
}
