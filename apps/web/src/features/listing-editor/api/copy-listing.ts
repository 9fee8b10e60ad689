import { useQuery } from '@tanstack/react-query';
import { listingPrefill, type ListingPrefill, type MarketplaceSection } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { listingEditorKeys } from './listing-editor-keys';

/**
 * `POST /api/products/me/{section}/{id}/copy`: a ready form body for a new listing like that
 * one (`similarProduct`), with copies of its pictures. Nothing is saved yet.
 */
export function copyListing(section: MarketplaceSection, id: string): Promise<ListingPrefill> {
  return apiRequest(`/products/me/${section}/${encodeURIComponent(id)}/copy`, {
    method: 'POST',
    schema: listingPrefill,
    // The form says itself that the copy failed and starts empty.
    handled: true,
  });
}

/**
 * The prefill of an add form. A query rather than a mutation: the form needs it before it can
 * show, it must run once per page however often the page renders, and every call copies the
 * pictures again.
 */
export function useListingCopy(section: MarketplaceSection, id: string | null) {
  return useQuery({
    queryKey: listingEditorKeys.copy(section, id ?? ''),
    queryFn: () => copyListing(section, id ?? ''),
    enabled: id !== null,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}
