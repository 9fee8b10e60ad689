import { queryOptions, useQuery } from '@tanstack/react-query';
import { companyDetails, type CompanyDetails } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { listingsKeys } from './listings-keys';

/**
 * `GET /api/companies/:id` (spec §7 "Companies details"): a seller's business for the seller
 * page; 404 for an account that is not an active seller.
 */
export function getCompanyDetails(
  id: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CompanyDetails> {
  return apiRequest(`/companies/${encodeURIComponent(id)}`, { schema: companyDetails, signal });
}

export function getCompanyDetailsQueryOptions(id: string) {
  return queryOptions({
    queryKey: listingsKeys.company(id),
    queryFn: ({ signal }) => getCompanyDetails(id, { signal }),
  });
}

/** Asked only on a seller's page: buyers who post ads have no company. */
export function useCompanyDetails(id: string) {
  return useQuery({
    ...getCompanyDetailsQueryOptions(id),
    // The page stands without these details; a failure leaves them out.
    meta: { skipGlobalErrorHandler: true },
    throwOnError: false,
  });
}
