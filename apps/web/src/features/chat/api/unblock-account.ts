import type {} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/** `DELETE /api/chat/blocks/{id}`. */
export function unblockAccount(accountId: string): Promise<unknown> {
  return apiRequest<unknown>(`/chat/blocks/${encodeURIComponent(accountId)}`, {
    method: 'DELETE',
  });
}
