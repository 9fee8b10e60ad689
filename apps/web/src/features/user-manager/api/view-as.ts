import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { routes, type AuthSessionResponse } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { applySession } from '@/lib/session/session-manager';

/**
 * `POST /api/admin/users/<id>/view-as`: a read-only token of the account (ADR 0077). The browser
 * then uses it as its session; the administrator's own refresh cookie stays as it was, and
 * "Stop viewing" (the shell's banner) trades it back for the administrator's session.
 */
export function startViewingAs(id: string): Promise<AuthSessionResponse> {
  return apiRequest<AuthSessionResponse>(`/admin/users/${encodeURIComponent(id)}/view-as`, {
    method: 'POST',
    handled: true,
  });
}

/**
 * Starts viewing and opens the home page as the user. Both happen here, not in the caller: the
 * account page is the administrator's and gives way the moment the session changes.
 */
export function useViewAs() {
  const router = useRouter();
  return useMutation({
    mutationFn: startViewingAs,
    onSuccess: (session) => {
      router.push(routes.home);
      applySession(session);
    },
  });
}
