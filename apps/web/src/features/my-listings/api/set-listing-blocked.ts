import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminListingRow, type AdminListingRow, type BlockListingBody } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { updateListingRow, type ListingRowPages } from './listing-pages';
import { myListingsKeys } from './my-listings-keys';

/** Blocking tells the owner why; unblocking needs no reason. */
export type SetListingBlockedInput =
  ({ id: string; blocked: true } & BlockListingBody) | { id: string; blocked: false };

/** `POST /api/admin/products/<id>/block` (with the reason) or `/unblock`. */
export function setListingBlocked(input: SetListingBlockedInput): Promise<AdminListingRow> {
  const path = `/admin/products/${encodeURIComponent(input.id)}`;
  return input.blocked
    ? apiRequest(`${path}/block`, {
        method: 'POST',
        body: { reason: input.reason } satisfies BlockListingBody,
        schema: adminListingRow,
      })
    : apiRequest(`${path}/unblock`, { method: 'POST', schema: adminListingRow });
}

/** Blocks or unblocks a listing; the administrators' lists show its new row at once. */
export function useSetListingBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setListingBlocked,
    onSuccess: (listing) => {
      queryClient.setQueriesData<ListingRowPages<AdminListingRow>>(
        { queryKey: myListingsKeys.adminLists() },
        (data) => updateListingRow(data, listing.id, () => listing),
      );
    },
  });
}
