import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys, profileKey, profilePath, type ProfileAccountType } from './account-keys';

export interface ChangeEmailInput {
  type: ProfileAccountType;
  email: string;
  password: string;
}

/** `PUT /api/{sellers|buyers}/me/email`: a new email, confirmed with the password; it needs verifying again. */
export function changeEmail({ type, email, password }: ChangeEmailInput): Promise<unknown> {
  return apiRequest(`${profilePath(type)}/email`, {
    method: 'PUT',
    body: { email, password },
    handled: true,
  });
}

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (_answer, { type }) => {
      void queryClient.invalidateQueries({ queryKey: profileKey(type) });
      void queryClient.invalidateQueries({ queryKey: accountKeys.currentUser() });
    },
  });
}
