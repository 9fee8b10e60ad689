import { adminAccount, type AdminAccount, type AdminAccountUpdateBody } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

/** `PATCH /api/admin/users/<id>`: the profile fields sent change. */
export function updateAccount(input: {
  id: string;
  body: AdminAccountUpdateBody;
}): Promise<AdminAccount> {
  return apiRequest(`/admin/users/${encodeURIComponent(input.id)}`, {
    method: 'PATCH',
    body: input.body,
    schema: adminAccount,
    handled: true,
  });
}

export const useUpdateAccount = () => useAccountMutation(updateAccount);
