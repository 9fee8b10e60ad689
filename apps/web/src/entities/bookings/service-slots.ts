import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { type ServiceSlot } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './booking-keys';

/**
 * `GET /api/services/:listingId/slots?from&to` (public): every slot of those days, full and
 * cancelled ones too, so the page can grey them instead of hiding them. A typed answer without a
 * schema: the item page's browser code carries no zod (ADR 0037).
 */
export function getServiceSlots(
  listingId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<ServiceSlot[]> {
  return apiRequest<ServiceSlot[]>(`/services/${encodeURIComponent(listingId)}/slots`, {
    query: { from, to },
    signal,
  });
}

export function serviceSlotsQueryOptions(listingId: string, from: string, to: string) {
  return queryOptions({
    queryKey: bookingKeys.slots(listingId, from, to),
    queryFn: ({ signal }) => getServiceSlots(listingId, from, to, signal),
  });
}

/** A service's slots of a date range; the live channel keeps them current (live-availability.ts). */
export function useServiceSlots(
  listingId: string,
  from: string,
  to: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    ...serviceSlotsQueryOptions(listingId, from, to),
    enabled,
    // Keeps the month shown while the next one loads, so the picker does not jump.
    placeholderData: (previous) => previous,
  });
}

/**
 * Puts a changed slot into every cached slot list of its service, in place: replaced where it
 * is, added (in time order) to the lists whose days it falls in. Which days a list covers is read
 * from its key's dates in the slot's own time zone's calendar, as the api answers them.
 */
export function placeSlotInCache(queryClient: QueryClient, slot: ServiceSlot): void {
  for (const [key, list] of queryClient.getQueriesData<ServiceSlot[]>({
    queryKey: bookingKeys.slotsOf(slot.listing_id),
  })) {
    if (!list) continue;
    if (list.some((item) => item.id === slot.id)) {
      queryClient.setQueryData<ServiceSlot[]>(
        key,
        list.map((item) => (item.id === slot.id ? slot : item)),
      );
      continue;
    }
    const [, , , from, to] = key as readonly unknown[];
    const day = zonedDate(slot.starts_at, slot.time_zone);
    if (typeof from === 'string' && typeof to === 'string' && day >= from && day <= to) {
      queryClient.setQueryData<ServiceSlot[]>(
        key,
        [...list, slot].sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at)),
      );
    }
  }
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (`YYYY-MM-DD`) an instant falls on in a time zone. */
export function zonedDate(instant: string | Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormats.set(timeZone, format);
  }
  return format.format(typeof instant === 'string' ? new Date(instant) : instant);
}
