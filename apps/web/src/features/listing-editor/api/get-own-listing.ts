import { queryOptions, useQuery } from '@tanstack/react-query';
import { ownerListing, type MarketplaceSection, type OwnerListing } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { listingEditorKeys } from './listing-editor-keys';

/** `GET /api/products/me/{section}/{id}`: one of the owner's listings, for the edit form. */
export function getOwnListing(
  section: MarketplaceSection,
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OwnerListing> {
  // Another owner's listing (403) or a missing one (404) shows the page's error view.
  return apiRequest(`/products/me/${section}/${encodeURIComponent(id)}`, {
    schema: ownerListing,
    signal,
    handled: true,
  });
}

export function getOwnListingQueryOptions(section: MarketplaceSection, id: string) {
  return queryOptions({
    queryKey: listingEditorKeys.ownListing(section, id),
    queryFn: ({ signal }) => getOwnListing(section, id, { signal }),
  });
}

export function useOwnListing(section: MarketplaceSection, id: string) {
  // The edit page shows a refusal itself: a 403 here is about whose listing it is (the route
  // guard already let the account type in), which the no-access boundary would misname.
  return useQuery({ ...getOwnListingQueryOptions(section, id), throwOnError: false });
}
