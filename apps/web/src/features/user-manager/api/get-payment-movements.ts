import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { paymentMovementPage, type PaymentMovementPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { paymentsApiQuery, type PaymentFilters } from '../filters';
import { userManagerKeys } from './user-manager-keys';

export const PAYMENTS_PAGE_SIZE = 25;

/** `GET /api/admin/payments/movements`: every holder's balance movements, as filtered. */
export function getPaymentMovements(
  filters: PaymentFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<PaymentMovementPage> {
  return apiRequest('/admin/payments/movements', {
    query: { ...paymentsApiQuery(filters), sort: filters.sort, limit: PAYMENTS_PAGE_SIZE, cursor },
    schema: paymentMovementPage,
    signal,
  });
}

export function usePaymentMovements(filters: PaymentFilters) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: userManagerKeys.paymentMovements(filters),
      queryFn: ({ pageParam, signal }) => getPaymentMovements(filters, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.next_cursor ?? undefined,
    }),
    placeholderData: keepPreviousData,
  });
}
