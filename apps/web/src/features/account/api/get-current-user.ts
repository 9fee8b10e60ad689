import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentUser, type CurrentUser } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { accountKeys } from './account-keys';

interface CallOptions {
  signal?: AbortSignal;
  /** The server passes its request's context; the browser leaves it out. */
  context?: RequestContext;
}

/** `GET /api/users/me`: the signed-in user, with status, type, avatar and comparison count. */
export function getCurrentUser({ signal, context }: CallOptions = {}): Promise<CurrentUser> {
  return apiRequest('/users/me', { schema: currentUser, signal, context });
}

export function getCurrentUserQueryOptions(context?: RequestContext) {
  return queryOptions({
    queryKey: accountKeys.currentUser(),
    queryFn: ({ signal }) => getCurrentUser({ signal, context }),
  });
}

/** The current user; fetched only while signed in. */
export function useCurrentUser() {
  const signedIn = useAppSelector(selectIsLoggedIn);
  return useQuery({ ...getCurrentUserQueryOptions(), enabled: signedIn });
}
