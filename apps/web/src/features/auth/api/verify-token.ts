import { queryOptions, useQuery } from '@tanstack/react-query';
import { verifyTokenResponse, type VerifyTokenResponse } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { authKeys } from './auth-keys';

/** `POST /api/auth/verify {token}`: whether a one-time link still works, without using it up. */
export function verifyToken(
  token: string,
  { signal, context }: { signal?: AbortSignal; context?: RequestContext } = {},
): Promise<VerifyTokenResponse> {
  return apiRequest('/auth/verify', {
    method: 'POST',
    body: { token },
    schema: verifyTokenResponse,
    signal,
    context,
  });
}

export function verifyTokenQueryOptions(token: string, context?: RequestContext) {
  return queryOptions({
    queryKey: authKeys.token(token),
    queryFn: ({ signal }) => verifyToken(token, { signal, context }),
    // A link's state only changes when it is used.
    staleTime: Infinity,
    // The page shows a link that does not work as such, not as a toast.
    meta: { skipGlobalErrorHandler: true },
  });
}

export function useVerifyToken(token: string) {
  return useQuery(verifyTokenQueryOptions(token));
}
