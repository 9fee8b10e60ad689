import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeed } from '@bazaar/contracts';
import { bookingKeys } from '@/entities/bookings/booking-keys';
import { apiRequest } from '@/lib/api-client';

export const feedPath = '/services/calendar-feed';

/** `GET /api/services/calendar-feed`: whether the private feed exists, and since when. */
export function getCalendarFeed({ signal }: { signal?: AbortSignal } = {}): Promise<CalendarFeed> {
  return apiRequest<CalendarFeed>(feedPath, { signal, handled: true });
}

export function getCalendarFeedQueryOptions() {
  return queryOptions({
    queryKey: bookingKeys.calendarFeed(),
    queryFn: ({ signal }) => getCalendarFeed({ signal }),
    // The card says nothing when the feed cannot be read; the page around it stays usable.
    meta: { skipGlobalErrorHandler: true },
    throwOnError: false,
  });
}

export function useCalendarFeed() {
  return useQuery(getCalendarFeedQueryOptions());
}
