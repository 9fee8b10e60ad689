import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUser, type CurrentUser, type VerificationChannel } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export interface VerifyCodeInput {
  channel: VerificationChannel;
  code: string;
}

/** `POST /api/users/me/verification/:channel/verify`: the code that was sent; answers the verified user. */
export function verifyCode({ channel, code }: VerifyCodeInput): Promise<CurrentUser> {
  return apiRequest(`/users/me/verification/${channel}/verify`, {
    method: 'POST',
    body: { code },
    schema: currentUser,
    handled: true,
  });
}

export function useVerifyCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyCode,
    onSuccess: (user) => {
      queryClient.setQueryData(accountKeys.currentUser(), user);
      void queryClient.invalidateQueries({ queryKey: accountKeys.sellerProfile() });
      void queryClient.invalidateQueries({ queryKey: accountKeys.buyerProfile() });
    },
  });
}
