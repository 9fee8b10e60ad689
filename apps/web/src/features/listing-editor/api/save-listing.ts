import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ownerListing, type ListingInput, type OwnerListing } from '@bazaar/contracts';
import { listingKeys } from '@/entities/listing/listing-keys';
import { apiRequest } from '@/lib/api-client';

export interface SaveListingVariables {
  listing: ListingInput;
  /** The saved listing the form edits; none for a new one. */
  id: string | null;
}

/**
 * Adds a listing (`POST /api/products/me/{section}`) or saves the edit form
 * (`PATCH /api/products/me/{section}/{id}`), as a draft or published.
 */
export function saveListing({ listing, id }: SaveListingVariables): Promise<OwnerListing> {
  const base = `/products/me/${listing.section}`;
  return apiRequest(id ? `${base}/${encodeURIComponent(id)}` : base, {
    method: id ? 'PATCH' : 'POST',
    body: listing,
    schema: ownerListing,
    // The form puts the problems under its fields and tells the user itself.
    handled: true,
  });
}

export function useSaveListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveListing,
    // The edit page of the saved listing opens from the cache, without loading it again.
    onSuccess: (saved) => queryClient.setQueryData(listingKeys.own(saved.section, saved.id), saved),
  });
}
