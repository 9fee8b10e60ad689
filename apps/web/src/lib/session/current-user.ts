import { queryOptions, useQuery } from '@tanstack/react-query';
import { USERS_ME_QUERY_KEY, type CurrentUser } from '@bazaar/contracts';
import { apiRequest } from '../api-client';
import { type RequestContext } from '../request-context';
import { selectIsLoggedIn } from '../store/auth-slice';
import { useAppSelector } from '../store/hooks';

interface CallOptions {
  signal?: AbortSignal;
  /** The server passes its request's context; the browser leaves it out. */
  context?: RequestContext;
}

/**
 * `GET /api/users/me`: the signed-in user, with status, type, avatar and comparison count. It
 * lives with the session because the whole app reads it (the header, the shell's counters, the
 * account pages), not one feature.
 */
export function getCurrentUser({ signal, context }: CallOptions = {}): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/users/me', { signal, context });
}

export function getCurrentUserQueryOptions(context?: RequestContext) {
  return queryOptions({
    // The spec's cache key 'api/users/me' (§7), which the session code clears on sign-in and out.
    queryKey: [USERS_ME_QUERY_KEY] as const,
    queryFn: ({ signal }) => getCurrentUser({ signal, context }),
  });
}

/** The current user; fetched only while signed in. */
export function useCurrentUser() {
  const signedIn = useAppSelector(selectIsLoggedIn);
  return useQuery({ ...getCurrentUserQueryOptions(), enabled: signedIn });
}
