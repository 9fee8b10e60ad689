import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MarketplaceSection, type OwnerListing } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { listingsKeys } from './listings-keys';

/**
 * `GET /api/products/me/:section/:id`: the signed-in owner's own listing, drafts and paused ones
 * included. Someone else's listing is refused (403 or 404).
 */
export function getOwnListing(
  section: MarketplaceSection,
  id: string,
  signal?: AbortSignal,
): Promise<OwnerListing> {
  return apiRequest<OwnerListing>(`/products/me/${section}/${encodeURIComponent(id)}`, {
    signal,
  });
}

/**
 * The owner's listing for the preview of its item page. A refusal only means the viewer is not
 * the owner: the page falls back to what buyers see, so the failure is neither toasted nor sent
 * to the error view.
 */
export function useOwnListing(section: MarketplaceSection, id: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: listingsKeys.ownDetail(section, id),
      queryFn: ({ signal }) => getOwnListing(section, id, signal),
      enabled,
      throwOnError: false,
      meta: { skipGlobalErrorHandler: true },
    }),
  );
}
