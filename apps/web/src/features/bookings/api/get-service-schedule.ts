import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ServiceSchedule } from '@bazaar/contracts';
import { bookingKeys } from '@/entities/bookings/booking-keys';
import { apiRequest } from '@/lib/api-client';

export const schedulePath = (listingId: string) =>
  `/services/${encodeURIComponent(listingId)}/schedule`;

/** `GET /api/services/:listingId/schedule` (the owner's): before one is saved, the defaults. */
export function getServiceSchedule(
  listingId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<ServiceSchedule> {
  return apiRequest<ServiceSchedule>(schedulePath(listingId), { signal, handled: true });
}

export function getServiceScheduleQueryOptions(listingId: string) {
  return queryOptions({
    queryKey: bookingKeys.schedule(listingId),
    queryFn: ({ signal }) => getServiceSchedule(listingId, { signal }),
    meta: { skipGlobalErrorHandler: true },
    throwOnError: false,
    retry: false,
  });
}

export function useServiceSchedule(listingId: string) {
  return useQuery(getServiceScheduleQueryOptions(listingId));
}
