import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MarketplaceSection, type OwnerListingRow } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { removeListingRow, type ListingRowPages } from './listing-pages';
import { myListingsKeys } from './my-listings-keys';

export interface DeleteListingInput {
  section: MarketplaceSection;
  id: string;
}

/** `DELETE /api/products/me/<section>/<id>`. */
export async function deleteListing({ section, id }: DeleteListingInput): Promise<void> {
  await apiRequest(`/products/me/${section}/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deletes one of the owner's listings and takes it out of every loaded list. */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: (_nothing, { section, id }) => {
      queryClient.setQueriesData<ListingRowPages<OwnerListingRow>>(
        { queryKey: myListingsKeys.ownListsOf(section) },
        (data) => removeListingRow(data, id),
      );
    },
  });
}
