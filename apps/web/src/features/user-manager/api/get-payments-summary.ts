import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { paymentsSummary, type PaymentsSummary } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { paymentsApiQuery, type PaymentFilters } from '../filters';
import { userManagerKeys } from './user-manager-keys';

/** `GET /api/admin/payments/summary`: balances held now and the filtered movements per kind. */
export function getPaymentsSummary(
  filters: Omit<PaymentFilters, 'sort'>,
  signal?: AbortSignal,
): Promise<PaymentsSummary> {
  return apiRequest('/admin/payments/summary', {
    query: paymentsApiQuery({ ...filters, sort: 'newest' }),
    schema: paymentsSummary,
    signal,
  });
}

export function usePaymentsSummary({ sort: _sort, ...filters }: PaymentFilters) {
  return useQuery({
    ...queryOptions({
      queryKey: userManagerKeys.paymentsSummary(filters),
      queryFn: ({ signal }) => getPaymentsSummary(filters, signal),
    }),
    placeholderData: keepPreviousData,
  });
}
