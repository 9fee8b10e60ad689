import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUser, type CurrentUser } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** `DELETE /api/users/me/avatar`: back to initials. */
export function removeAvatar(): Promise<CurrentUser> {
  return apiRequest('/users/me/avatar', { method: 'DELETE', schema: currentUser, handled: true });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (user) => queryClient.setQueryData(accountKeys.currentUser(), user),
  });
}
