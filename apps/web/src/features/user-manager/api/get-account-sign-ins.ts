import { useQuery } from '@tanstack/react-query';
import { signInPage, type SignInPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { userManagerKeys } from './user-manager-keys';

/** `GET /api/admin/users/<id>/sign-ins`: the latest sign-ins. */
export function getAccountSignIns(id: string, signal?: AbortSignal): Promise<SignInPage> {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}/sign-ins`, {
    schema: signInPage,
    signal,
  });
}

export function useAccountSignIns(id: string) {
  return useQuery({
    queryKey: userManagerKeys.accountSection(id, 'sign-ins'),
    queryFn: ({ signal }) => getAccountSignIns(id, signal),
  });
}
