import { useQueries } from '@tanstack/react-query';
import {
  LISTINGS_PAGE_MAX,
  type MarketplaceSection,
  type OwnerListingPage,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { advertisingKeys } from './advertising-keys';

/**
 * `GET /api/products/me/{section}?status=active&draft_state=sent`: the listings the seller may
 * promote in one division, newest changed first.
 */
export function getPromotableListings(
  section: MarketplaceSection,
  signal?: AbortSignal,
): Promise<OwnerListingPage> {
  return apiRequest<OwnerListingPage>(`/products/me/${section}`, {
    query: { status: 'active', draft_state: 'sent', limit: LISTINGS_PAGE_MAX },
    signal,
  });
}

/** The promotable listings of each division the seller lists in. */
export function usePromotableListings(sections: readonly MarketplaceSection[]) {
  return useQueries({
    queries: sections.map((section) => ({
      queryKey: advertisingKeys.promotable(section),
      queryFn: ({ signal }: { signal: AbortSignal }) => getPromotableListings(section, signal),
    })),
    combine: (results) => ({
      items: results.flatMap((result) => result.data?.items ?? []),
      isPending: results.some((result) => result.isPending),
    }),
  });
}
