import { generatedPassword, type GeneratedPassword } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { useAccountMutation } from './use-account-mutation';

/** `POST /api/admin/users/<id>/password/generate`: the new password, answered once. */
export function generatePassword(id: string): Promise<GeneratedPassword> {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}/password/generate`, {
    method: 'POST',
    schema: generatedPassword,
    handled: true,
  });
}

export const useGeneratePassword = () => useAccountMutation(generatePassword);
