import { queryOptions, useQuery } from '@tanstack/react-query';
import { buyerProfile, type BuyerProfile } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { selectUserType } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { accountKeys } from './account-keys';

/** `GET /api/buyers/me`: the signed-in buyer's profile (buyer only, spec §7). */
export function getBuyerProfile({
  signal,
  context,
}: { signal?: AbortSignal; context?: RequestContext } = {}): Promise<BuyerProfile> {
  return apiRequest('/buyers/me', { schema: buyerProfile, signal, context });
}

export function getBuyerProfileQueryOptions(context?: RequestContext) {
  return queryOptions({
    queryKey: accountKeys.buyerProfile(),
    queryFn: ({ signal }) => getBuyerProfile({ signal, context }),
  });
}

/** Runs only for a buyer (spec §6). */
export function useBuyerProfile() {
  const type = useAppSelector(selectUserType);
  return useQuery({ ...getBuyerProfileQueryOptions(), enabled: type === 'BUYER' });
}
