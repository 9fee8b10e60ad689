import { useMutation } from '@tanstack/react-query';
import { acceptedResponse, type AcceptedResponse } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/**
 * `POST /api/auth/restore-password`: mails a link to set a new password. The answer is the same
 * whether or not the email belongs to an account.
 */
export function requestPasswordRestore(email: string): Promise<AcceptedResponse> {
  return apiRequest('/auth/restore-password', {
    method: 'POST',
    body: { email },
    schema: acceptedResponse,
    handled: true,
  });
}

export function useRequestPasswordRestore() {
  return useMutation({ mutationFn: requestPasswordRestore });
}
