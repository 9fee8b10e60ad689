import { useMutation } from '@tanstack/react-query';
import {
  authSessionResponse,
  type AuthSessionResponse,
  type SignUpUserBody,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { applySession } from '@/lib/session/session-manager';

/** `POST /api/auth/sign-up/user`: a new buyer account, signed in at once. */
export function signUpUser(body: SignUpUserBody): Promise<AuthSessionResponse> {
  return apiRequest('/auth/sign-up/user', {
    method: 'POST',
    body,
    schema: authSessionResponse,
    handled: true,
  });
}

export function useSignUpUser() {
  return useMutation({ mutationFn: signUpUser, onSuccess: applySession });
}
