import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profilePath, type ProfileAccountType } from './account-keys';

export interface ChangePasswordInput {
  type: ProfileAccountType;
  current_password: string;
  new_password: string;
}

/** `PUT /api/{sellers|buyers}/me/password`: signs out every other session of the account. */
export function changePassword({ type, ...body }: ChangePasswordInput): Promise<void> {
  return apiRequest(`${profilePath(type)}/password`, { method: 'PUT', body, handled: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
