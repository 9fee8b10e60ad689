import { type AdvertisingCampaign } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { useCampaignMutation } from './use-campaign-mutation';

export interface CampaignActionInput {
  id: string;
  action: 'pause' | 'resume' | 'stop';
  /** Only a stop carries one. */
  reason?: string;
}

/** `POST /api/advertising/campaigns/{id}/{pause|resume|stop}`. */
export function changeCampaignState({
  id,
  action,
  reason,
}: CampaignActionInput): Promise<AdvertisingCampaign> {
  return apiRequest<AdvertisingCampaign>(
    `/advertising/campaigns/${encodeURIComponent(id)}/${action}`,
    { method: 'POST', ...(action === 'stop' ? { body: reason ? { reason } : {} } : {}) },
  );
}

export function useCampaignAction() {
  return useCampaignMutation(changeCampaignState);
}
