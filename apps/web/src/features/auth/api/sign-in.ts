import { useMutation } from '@tanstack/react-query';
import { authSessionResponse, type AuthSessionResponse, type SignInBody } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { applySession } from '@/lib/session/session-manager';

/** `POST /api/auth/sign-in`: email and password; the refresh cookie comes with the answer. */
export function signIn(body: SignInBody): Promise<AuthSessionResponse> {
  return apiRequest('/auth/sign-in', {
    method: 'POST',
    body,
    schema: authSessionResponse,
    handled: true,
  });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn, onSuccess: applySession });
}
