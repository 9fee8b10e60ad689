import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profilePath, type ProfileAccountType } from './account-keys';

export interface DeleteAccountInput {
  type: ProfileAccountType;
  password: string;
}

/** `DELETE /api/{sellers|buyers}/me`: closes the account for good; orders and messages stay, anonymised. */
export function deleteAccount({ type, password }: DeleteAccountInput): Promise<void> {
  return apiRequest(profilePath(type), { method: 'DELETE', body: { password }, handled: true });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
