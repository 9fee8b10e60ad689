import { type AdvertisingCampaign, type CreateAdvertisingCampaignBody } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { useCampaignMutation } from './use-campaign-mutation';

/** `POST /api/advertising/campaigns`. */
export function createCampaign(body: CreateAdvertisingCampaignBody): Promise<AdvertisingCampaign> {
  return apiRequest<AdvertisingCampaign>('/advertising/campaigns', {
    method: 'POST',
    body,
    handled: true,
  });
}

export function useCreateCampaign() {
  return useCampaignMutation(createCampaign);
}
