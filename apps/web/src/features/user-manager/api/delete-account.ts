import { apiRequest } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

/** `DELETE /api/admin/users/<id>`: anonymised as its owner's closing would. */
export function deleteAccount(id: string): Promise<unknown> {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE', handled: true });
}

export const useDeleteAccount = () => useAccountMutation(deleteAccount);
