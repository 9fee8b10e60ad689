import { type AccountStatusChange, type AccountStatusChangeBody } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

/** `POST /api/admin/users/<id>/block|pause|unblock` with the reason the owner is told. */
export function changeAccountStatus(input: {
  id: string;
  change: AccountStatusChange;
  reason: string;
}): Promise<unknown> {
  return apiRequest(`/admin/users/${encodeURIComponent(input.id)}/${input.change}`, {
    method: 'POST',
    body: { reason: input.reason } satisfies AccountStatusChangeBody,
    handled: true,
  });
}

export const useChangeAccountStatus = () => useAccountMutation(changeAccountStatus);
