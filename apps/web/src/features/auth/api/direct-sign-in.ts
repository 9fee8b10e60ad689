import { useMutation } from '@tanstack/react-query';
import { authSessionResponse, type AuthSessionResponse } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { applySession } from '@/lib/session/session-manager';

/** `POST /api/auth/direct`: signs in with a one-time link's token, which it uses up. */
export function directSignIn(token: string): Promise<AuthSessionResponse> {
  return apiRequest('/auth/direct', {
    method: 'POST',
    body: { token },
    schema: authSessionResponse,
    handled: true,
  });
}

export function useDirectSignIn() {
  return useMutation({ mutationFn: directSignIn, onSuccess: applySession });
}
