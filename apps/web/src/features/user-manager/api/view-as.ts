import { useMutation } from '@tanstack/react-query';
import { routes, type AuthSessionResponse } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { enterViewing } from '@/lib/session/session-manager';

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
 * Starts viewing and loads the home page afresh as the user: nothing of the administrator's pages
 * stays in memory or asks again with the viewing's token. Done here, not by the caller: the
 * account page is the administrator's and gives way as soon as the session changes.
 */
export function useViewAs() {
  return useMutation({
    mutationFn: startViewingAs,
    onSuccess: async (session) => {
      await enterViewing(session);
      window.location.assign(routes.home);
    },
  });
}
