import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { accountKeys, profileKey, profilePath, type ProfileAccountType } from './account-keys';

export interface SetAccountPausedInput {
  type: ProfileAccountType;
  paused: boolean;
}

/** `POST /api/{sellers|buyers}/me/pause` or `/unpause`: a paused account publishes nothing. */
export function setAccountPaused({ type, paused }: SetAccountPausedInput): Promise<unknown> {
  return apiRequest(`${profilePath(type)}/${paused ? 'pause' : 'unpause'}`, {
    method: 'POST',
    handled: true,
  });
}

export function useSetAccountPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccountPaused,
    onSuccess: (_answer, { type }) => {
      void queryClient.invalidateQueries({ queryKey: profileKey(type) });
      void queryClient.invalidateQueries({ queryKey: accountKeys.currentUser() });
    },
  });
}
