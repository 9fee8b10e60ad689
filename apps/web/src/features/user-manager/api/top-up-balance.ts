import {
  IDEMPOTENCY_KEY_HEADER,
  prepayEntry,
  type AdminTopUpBody,
  type PrepayEntry,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

/**
 * `POST /api/users/<id>/balance/top-ups`: the administrator is the entry's author. The dialog
 * keeps one key while it is open, so a retried click posts once.
 */
export function topUpBalance(input: {
  id: string;
  body: AdminTopUpBody;
  idempotencyKey: string;
}): Promise<PrepayEntry> {
  return apiRequest(`/users/${encodeURIComponent(input.id)}/balance/top-ups`, {
    method: 'POST',
    body: input.body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: input.idempotencyKey },
    schema: prepayEntry,
    handled: true,
  });
}

export const useTopUpBalance = () => useAccountMutation(topUpBalance);
