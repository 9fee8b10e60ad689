import { createdAccount, type CreateAccountBody, type CreatedAccount } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

/** `POST /api/admin/users`: answers the generated password, once. */
export function createAccount(body: CreateAccountBody): Promise<CreatedAccount> {
  return apiRequest('/admin/users', {
    method: 'POST',
    body,
    schema: createdAccount,
    handled: true,
  });
}

export const useCreateAccount = () => useAccountMutation(createAccount);
