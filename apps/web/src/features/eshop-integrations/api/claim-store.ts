import { useMutation } from '@tanstack/react-query';
import { type EshopClaimAttachResponse } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/eshop-integrations/claims/<token>`: attaches the store installed from the platform
 * to the signed-in seller. The page shows its refusals itself.
 */
export function claimStore(token: string): Promise<EshopClaimAttachResponse> {
  return apiRequest<EshopClaimAttachResponse>(
    `/eshop-integrations/claims/${encodeURIComponent(token)}`,
    { method: 'POST', handled: true },
  );
}

export function useClaimStore() {
  return useMutation({ mutationFn: claimStore });
}
