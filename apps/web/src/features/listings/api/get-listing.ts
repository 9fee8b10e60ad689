import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ListingDetail } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { listingsKeys } from './listings-keys';

interface CallOptions {
  signal?: AbortSignal;
  /** The server passes its request's context; the browser leaves it out. */
  context?: RequestContext;
}

/** `GET /api/products/:id`: everything an item page shows; 404 unless visitors may see it. */
export function getListing(
  id: string,
  { signal, context }: CallOptions = {},
): Promise<ListingDetail> {
  return apiRequest<ListingDetail>(`/products/${encodeURIComponent(id)}`, { signal, context });
}

export function getListingQueryOptions(id: string, context?: RequestContext) {
  return queryOptions({
    queryKey: listingsKeys.detail(id),
    queryFn: ({ signal }) => getListing(id, { signal, context }),
  });
}

/** The listing; `enabled: false` where it may not be public (the owner's preview). */
export function useListing(id: string, enabled = true) {
  return useQuery({ ...getListingQueryOptions(id), enabled });
}
