import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdvertisingCampaignList } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { advertisingKeys, type CampaignFilters } from './advertising-keys';

/** `GET /api/advertising/campaigns`: the seller's campaigns, or (administrators) everyone's. */
export function getCampaigns(
  filters: CampaignFilters,
  signal?: AbortSignal,
): Promise<AdvertisingCampaignList> {
  return apiRequest<AdvertisingCampaignList>('/advertising/campaigns', {
    query: { ...filters },
    signal,
  });
}

export function getCampaignsQueryOptions(filters: CampaignFilters) {
  return queryOptions({
    queryKey: advertisingKeys.list(filters),
    queryFn: ({ signal }) => getCampaigns(filters, signal),
  });
}

export function useCampaigns(filters: CampaignFilters) {
  return useQuery(getCampaignsQueryOptions(filters));
}
