import { type AdvertisingCampaign, type UpdateAdvertisingCampaignBody } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { useCampaignMutation } from './use-campaign-mutation';

export interface UpdateCampaignInput {
  id: string;
  body: UpdateAdvertisingCampaignBody;
}

/** `PATCH /api/advertising/campaigns/{id}`. */
export function updateCampaign({ id, body }: UpdateCampaignInput): Promise<AdvertisingCampaign> {
  return apiRequest<AdvertisingCampaign>(`/advertising/campaigns/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    handled: true,
  });
}

export function useUpdateCampaign() {
  return useCampaignMutation(updateCampaign);
}
