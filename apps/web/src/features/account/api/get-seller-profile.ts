import { queryOptions, useQuery } from '@tanstack/react-query';
import { sellerProfile, type SellerProfile } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { selectUserType } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { accountKeys } from './account-keys';

/** `GET /api/sellers/me`: the signed-in seller's profile (seller only, spec §7). */
export function getSellerProfile({
  signal,
  context,
}: { signal?: AbortSignal; context?: RequestContext } = {}): Promise<SellerProfile> {
  return apiRequest('/sellers/me', { schema: sellerProfile, signal, context });
}

export function getSellerProfileQueryOptions(context?: RequestContext) {
  return queryOptions({
    queryKey: accountKeys.sellerProfile(),
    queryFn: ({ signal }) => getSellerProfile({ signal, context }),
  });
}

/** Runs only for a seller (spec §6). */
export function useSellerProfile() {
  const type = useAppSelector(selectUserType);
  return useQuery({ ...getSellerProfileQueryOptions(), enabled: type === 'SELLER' });
}
