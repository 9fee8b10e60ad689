import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ownerListing,
  type MarketplaceSection,
  type OwnerListing,
  type OwnerListingRow,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { updateListingRow, type ListingRowPages } from './listing-pages';
import { myListingsKeys } from './my-listings-keys';

export interface SetListingPausedInput {
  section: MarketplaceSection;
  id: string;
  paused: boolean;
}

/** `POST /api/products/me/<section>/<id>/pause` or `/unpause`. */
export function setListingPaused({
  section,
  id,
  paused,
}: SetListingPausedInput): Promise<OwnerListing> {
  return apiRequest(
    `/products/me/${section}/${encodeURIComponent(id)}/${paused ? 'pause' : 'unpause'}`,
    { method: 'POST', schema: ownerListing },
  );
}

/** Pauses or unpauses one of the owner's listings; its rows show the new status at once. */
export function useSetListingPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setListingPaused,
    onSuccess: (listing) => {
      queryClient.setQueriesData<ListingRowPages<OwnerListingRow>>(
        { queryKey: myListingsKeys.ownListsOf(listing.section) },
        (data) =>
          updateListingRow(data, listing.id, (row) => ({
            ...row,
            status: listing.status,
            blocked_reason: listing.blocked_reason,
            updated_at: listing.updated_at,
          })),
      );
    },
  });
}
