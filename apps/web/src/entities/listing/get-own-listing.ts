import { queryOptions, useQuery, type QueryMeta } from '@tanstack/react-query';
import { type MarketplaceSection, type OwnerListing } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { listingKeys } from './listing-keys';

/**
 * `GET /api/products/me/:section/:id`: the signed-in owner's own listing, drafts and paused ones
 * included. Someone else's listing is refused (403 or 404).
 */
export function getOwnListing(
  section: MarketplaceSection,
  id: string,
  { signal, handled }: { signal?: AbortSignal; handled?: boolean } = {},
): Promise<OwnerListing> {
  return apiRequest<OwnerListing>(`/products/me/${section}/${encodeURIComponent(id)}`, {
    signal,
    handled,
  });
}

export function getOwnListingQueryOptions(
  section: MarketplaceSection,
  id: string,
  { handled }: { handled?: boolean } = {},
) {
  return queryOptions({
    queryKey: listingKeys.own(section, id),
    queryFn: ({ signal }) => getOwnListing(section, id, { signal, handled }),
  });
}

/**
 * The owner's listing. A refusal is the page's to show (the edit form's own refusal, or the
 * preview falling back to what buyers see), never the error boundary's.
 */
export function useOwnListing(
  section: MarketplaceSection,
  id: string,
  { handled, ...options }: { handled?: boolean; enabled?: boolean; meta?: QueryMeta } = {},
) {
  return useQuery({
    ...getOwnListingQueryOptions(section, id, { handled }),
    ...options,
    throwOnError: false,
  });
}
