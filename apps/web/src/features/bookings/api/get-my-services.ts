import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerListingPage } from '@bazaar/contracts';
import { bookingKeys } from '@/entities/bookings/booking-keys';
import { apiRequest } from '@/lib/api-client';

/** How many of the account's services the page offers to choose from. */
const SERVICES_SHOWN = 50;

/** `GET /api/products/me/services`: the services the account offers, last changed first. */
export function getMyServices({
  signal,
}: { signal?: AbortSignal } = {}): Promise<OwnerListingPage> {
  return apiRequest<OwnerListingPage>('/products/me/services', {
    query: { limit: SERVICES_SHOWN },
    signal,
  });
}

export function getMyServicesQueryOptions() {
  return queryOptions({
    queryKey: [...bookingKeys.all, 'my-services'] as const,
    queryFn: ({ signal }) => getMyServices({ signal }),
  });
}

export function useMyServices(enabled: boolean) {
  return useQuery({ ...getMyServicesQueryOptions(), enabled });
}
