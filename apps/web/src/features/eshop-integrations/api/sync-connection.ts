import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EshopSyncNowResponse } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { eshopConnectionKeys } from '@/entities/eshop-connections/eshop-connection-keys';

/** `POST /api/eshop-integrations/connections/<id>/sync`: "Sync now" queues a re-sync job. */
export function syncConnection(id: string): Promise<EshopSyncNowResponse> {
  return apiRequest<EshopSyncNowResponse>(
    `/eshop-integrations/connections/${encodeURIComponent(id)}/sync`,
    { method: 'POST' },
  );
}

export function useSyncConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: syncConnection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eshopConnectionKeys.all }),
  });
}
