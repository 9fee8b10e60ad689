import { queryOptions, useQuery } from '@tanstack/react-query';
import { prepayBalance, type PrepayBalance } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { prepayKeys } from './prepay-keys';

/** `GET /api/users/me/balance`: the signed-in account's prepaid balance. */
export function getBalance(context?: RequestContext, signal?: AbortSignal): Promise<PrepayBalance> {
  return apiRequest('/users/me/balance', { schema: prepayBalance, signal, context });
}

export function getBalanceQueryOptions(context?: RequestContext) {
  return queryOptions({
    queryKey: prepayKeys.balance(),
    queryFn: ({ signal }) => getBalance(context, signal),
  });
}

export function useBalance(enabled: boolean) {
  return useQuery({ ...getBalanceQueryOptions(), enabled });
}
