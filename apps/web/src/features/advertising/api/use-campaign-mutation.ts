import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdvertisingCampaign } from '@bazaar/contracts';
import { advertisingKeys } from './advertising-keys';

/** A change to a campaign: the campaigns and promotable listings are read again. */
export function useCampaignMutation<Input>(
  request: (input: Input) => Promise<AdvertisingCampaign>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advertisingKeys.all }),
  });
}
