import { useMutation } from '@tanstack/react-query';
import {
  verificationStatus,
  type VerificationChannel,
  type VerificationStatus,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

export interface StartVerificationInput {
  channel: VerificationChannel;
  /** For the phone: the number to verify, when it is not the stored one. */
  phone?: string;
}

/** `POST /api/users/me/verification/:channel/initiate`: sends a 6-digit code by mail or SMS. */
export function startVerification({
  channel,
  phone,
}: StartVerificationInput): Promise<VerificationStatus> {
  return apiRequest(`/users/me/verification/${channel}/initiate`, {
    method: 'POST',
    body: phone ? { phone } : {},
    schema: verificationStatus,
    handled: true,
  });
}

export function useStartVerification() {
  return useMutation({ mutationFn: startVerification });
}
