import {
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  LISTINGS_PAGE_MAX,
  type AdvertisingCampaign,
  type AdvertisingCampaignList,
  type AdvertisingPlacement,
  type AdvertisingState,
  type CreateAdvertisingCampaignBody,
  type MarketplaceSection,
  type OwnerListingPage,
  type UpdateAdvertisingCampaignBody,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

export interface CampaignFilters {
  placement?: AdvertisingPlacement;
  state?: AdvertisingState;
}

/** Query keys of the advertising feature: every key starts with `['advertising', 'campaigns']`. */
export const advertisingKeys = {
  all: ['advertising', 'campaigns'] as const,
  list: (filters: CampaignFilters) => [...advertisingKeys.all, 'list', filters] as const,
  promotable: (section: MarketplaceSection) =>
    [...advertisingKeys.all, 'promotable', section] as const,
};

/** `GET /api/advertising/campaigns`: the seller's campaigns, or (administrators) everyone's. */
export function getCampaignsQueryOptions(filters: CampaignFilters) {
  return queryOptions({
    queryKey: advertisingKeys.list(filters),
    queryFn: ({ signal }) =>
      apiRequest<AdvertisingCampaignList>('/advertising/campaigns', {
        query: { ...filters },
        signal,
      }),
  });
}

export function useCampaigns(filters: CampaignFilters) {
  return useQuery(getCampaignsQueryOptions(filters));
}

/**
 * `GET /api/products/me/{section}?status=active&draft_state=sent` for each division the seller
 * lists in: the listings they may promote, newest changed first per division.
 */
export function usePromotableListings(sections: readonly MarketplaceSection[]) {
  return useQueries({
    queries: sections.map((section) => ({
      queryKey: advertisingKeys.promotable(section),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest<OwnerListingPage>(`/products/me/${section}`, {
          query: { status: 'active', draft_state: 'sent', limit: LISTINGS_PAGE_MAX },
          signal,
        }),
    })),
    combine: (results) => ({
      items: results.flatMap((result) => result.data?.items ?? []),
      isPending: results.some((result) => result.isPending),
    }),
  });
}

function useCampaignMutation<Input>(request: (input: Input) => Promise<AdvertisingCampaign>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advertisingKeys.all }),
  });
}

/** `POST /api/advertising/campaigns`. */
export function useCreateCampaign() {
  return useCampaignMutation((body: CreateAdvertisingCampaignBody) =>
    apiRequest<AdvertisingCampaign>('/advertising/campaigns', {
      method: 'POST',
      body,
      handled: true,
    }),
  );
}

/** `PATCH /api/advertising/campaigns/{id}`. */
export function useUpdateCampaign() {
  return useCampaignMutation(({ id, body }: { id: string; body: UpdateAdvertisingCampaignBody }) =>
    apiRequest<AdvertisingCampaign>(`/advertising/campaigns/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body,
      handled: true,
    }),
  );
}

/** `POST /api/advertising/campaigns/{id}/{pause|resume|stop}`. */
export function useCampaignAction() {
  return useCampaignMutation(
    ({
      id,
      action,
      reason,
    }: {
      id: string;
      action: 'pause' | 'resume' | 'stop';
      reason?: string;
    }) =>
      apiRequest<AdvertisingCampaign>(
        `/advertising/campaigns/${encodeURIComponent(id)}/${action}`,
        { method: 'POST', ...(action === 'stop' ? { body: reason ? { reason } : {} } : {}) },
      ),
  );
}
