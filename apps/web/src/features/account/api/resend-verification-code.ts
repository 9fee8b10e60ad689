import { useMutation } from '@tanstack/react-query';
import {
  verificationStatus,
  type VerificationChannel,
  type VerificationStatus,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/users/me/verification/:channel/resend`: a new code, after the cool-down. */
export function resendVerificationCode(channel: VerificationChannel): Promise<VerificationStatus> {
  return apiRequest(`/users/me/verification/${channel}/resend`, {
    method: 'POST',
    schema: verificationStatus,
    handled: true,
  });
}

export function useResendVerificationCode() {
  return useMutation({ mutationFn: resendVerificationCode });
}
