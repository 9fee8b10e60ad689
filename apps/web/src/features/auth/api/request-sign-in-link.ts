import { useMutation } from '@tanstack/react-query';
import { acceptedResponse, type AcceptedResponse } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/auth/direct/request`: mails a one-time sign-in link if the account exists. */
export function requestSignInLink(email: string): Promise<AcceptedResponse> {
  return apiRequest('/auth/direct/request', {
    method: 'POST',
    body: { email },
    schema: acceptedResponse,
    handled: true,
  });
}

export function useRequestSignInLink() {
  return useMutation({ mutationFn: requestSignInLink });
}
