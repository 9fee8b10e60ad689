import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownerRevision, ownerRevisionList, type OwnerRevision } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/** The owner's listings waiting on a revision (ADR 0070): one list, shared by every page. */
export const OWNER_REVISIONS_KEY = ['api/products/me/revision-requests'] as const;

/** `GET /api/products/me/revision-requests`. */
export function getOwnerRevisionsQueryOptions() {
  return queryOptions({
    queryKey: OWNER_REVISIONS_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/products/me/revision-requests', { schema: ownerRevisionList, signal }),
  });
}

export function useOwnerRevisions() {
  return useQuery(getOwnerRevisionsQueryOptions());
}

/** The revision asked of one listing, if any. */
export function useOwnerRevision(listingId: string | undefined): OwnerRevision | undefined {
  const { data } = useOwnerRevisions();
  return listingId ? data?.items.find((item) => item.listing_id === listingId) : undefined;
}

/** `POST /api/products/:id/resubmit`: the revised listing goes back to the administrators. */
export function useResubmitListing(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/products/${encodeURIComponent(listingId)}/resubmit`, {
        method: 'POST',
        schema: ownerRevision,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OWNER_REVISIONS_KEY }),
  });
}
