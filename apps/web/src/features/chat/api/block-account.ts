import type {} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/chat/blocks`: the account can no longer write to the caller. */
export function blockAccount(accountId: string): Promise<unknown> {
  return apiRequest<unknown>('/chat/blocks', { method: 'POST', body: { account_id: accountId } });
}
