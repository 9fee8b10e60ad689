import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUser, type CurrentUser } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

/** `POST /api/users/me/avatar` (multipart `file`): jpeg, png or webp, resized by the api. */
export function uploadAvatar(file: File): Promise<CurrentUser> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest('/users/me/avatar', {
    method: 'POST',
    body,
    schema: currentUser,
    handled: true,
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (user) => queryClient.setQueryData(accountKeys.currentUser(), user),
  });
}
