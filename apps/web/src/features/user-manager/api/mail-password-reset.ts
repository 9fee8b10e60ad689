import { apiRequest } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

/** `POST /api/admin/users/<id>/password/reset-link`: the owner gets the restore link by mail. */
export function mailPasswordReset(id: string): Promise<unknown> {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}/password/reset-link`, {
    method: 'POST',
    handled: true,
  });
}

export const useMailPasswordReset = () => useAccountMutation(mailPasswordReset);
