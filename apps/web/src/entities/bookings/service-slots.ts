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
 * Puts a changed slot into every cached slot list of its service (see placeSlotsInCache): the
 * slot an own change (a slot made or edited) answers.
 */
export function placeSlotInCache(queryClient: QueryClient, slot: ServiceSlot): void {
  placeSlotsInCache(queryClient, slot.listing_id, [slot]);
}

/**
 * Puts changed slots of a service into every cached slot list of it, in place: replaced where
 * they are, added (in time order) to the lists whose days they fall in, and the `removed` ids
 * dropped. Which days a list covers is read from its key's dates in the slot's own time zone's
 * calendar, as the api answers them.
 *
 * A `pushed` slot (the public live channel) is told as it is for an account that holds none of
 * its seats. Where the cached copy holds seats for this viewer (a waiting-list offer), the
 * viewer's own `bookable` and `held_for_you` are kept, and the answer is true: the page asks for
 * its slots again to learn whether it still holds them.
 */
export function placeSlotsInCache(
  queryClient: QueryClient,
  listingId: string,
  slots: readonly ServiceSlot[],
  { removed = [], pushed = false }: { removed?: readonly string[]; pushed?: boolean } = {},
): boolean {
  let heldForViewer = false;
  const gone = new Set(removed);
  for (const [key, list] of queryClient.getQueriesData<ServiceSlot[]>({
    queryKey: bookingKeys.slotsOf(listingId),
  })) {
    if (!list) continue;
    const [, , , from, to] = key as readonly unknown[];
    const next = new Map(list.filter((item) => !gone.has(item.id)).map((item) => [item.id, item]));
    let added = false;
    for (const slot of slots) {
      const cached = next.get(slot.id);
      if (cached) {
        const held = pushed && cached.held_for_you > 0;
        heldForViewer ||= held;
        next.set(
          slot.id,
          held ? { ...slot, bookable: cached.bookable, held_for_you: cached.held_for_you } : slot,
        );
        continue;
      }
      const day = zonedDate(slot.starts_at, slot.time_zone);
      if (typeof from === 'string' && typeof to === 'string' && day >= from && day <= to) {
        next.set(slot.id, slot);
        added = true;
      }
    }
    const values = [...next.values()];
    if (added) values.sort((a, b) => Date.parse(a.starts_at) - Date.parse(b.starts_at));
    queryClient.setQueryData<ServiceSlot[]>(key, values);
  }
  return heldForViewer;
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
