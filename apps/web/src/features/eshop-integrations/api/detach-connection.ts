import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EshopDetachResponse } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { eshopConnectionKeys } from '@/entities/eshop-connections/eshop-connection-keys';

/**
 * `DELETE /api/eshop-integrations/connections/<id>`: detach. The app's grant is revoked on the
 * platform and the store's imported listings are paused.
 */
export function detachConnection(id: string): Promise<EshopDetachResponse> {
  return apiRequest<EshopDetachResponse>(
    `/eshop-integrations/connections/${encodeURIComponent(id)}`,
    { method: 'DELETE' },
  );
}

export function useDetachConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: detachConnection,
    onSettled: () => queryClient.invalidateQueries({ queryKey: eshopConnectionKeys.all }),
  });
}
