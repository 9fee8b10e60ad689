import { useMutation } from '@tanstack/react-query';
import {
  authSessionResponse,
  type AuthSessionResponse,
  type SignUpBusinessBody,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { applySession } from '@/lib/session/session-manager';

/** `POST /api/auth/sign-up/business`: a new seller account with its shop names, signed in at once. */
export function signUpBusiness(body: SignUpBusinessBody): Promise<AuthSessionResponse> {
  return apiRequest('/auth/sign-up/business', {
    method: 'POST',
    body,
    schema: authSessionResponse,
    handled: true,
  });
}

export function useSignUpBusiness() {
  return useMutation({ mutationFn: signUpBusiness, onSuccess: applySession });
}
