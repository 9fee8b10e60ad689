import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface ResetPasswordInput {
  token: string;
  password: string;
}

/** `POST /api/auth/reset-password`: sets the new password and uses the link up; every session ends. */
export function resetPassword(body: ResetPasswordInput): Promise<void> {
  return apiRequest('/auth/reset-password', { method: 'POST', body, handled: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
