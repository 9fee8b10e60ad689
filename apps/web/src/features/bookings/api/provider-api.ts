import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CalendarFeed,
  type NewCalendarFeed,
  type CreateServiceSlotBody,
  type ImportedBusyTimes,
  type OwnerListingPage,
  type ServiceSchedule,
  type ServiceSlot,
  type UpdateServiceSlotBody,
} from '@bazaar/contracts';
import { bookingKeys } from '@/entities/bookings/booking-keys';
import { refreshSlotsStats } from '@/entities/bookings/slots-stats';
import { placeSlotInCache } from '@/entities/bookings/service-slots';
import { apiRequest } from '@/lib/api-client';

/** How many of the account's services the page offers to choose from. */
const SERVICES_SHOWN = 50;

/** `GET /api/products/me/services`: the services the account offers, last changed first. */
export function useMyServices(enabled: boolean) {
  return useQuery({
    queryKey: [...bookingKeys.all, 'my-services'] as const,
    queryFn: ({ signal }) =>
      apiRequest<OwnerListingPage>('/products/me/services', {
        query: { limit: SERVICES_SHOWN },
        signal,
      }),
    enabled,
  });
}

const schedulePath = (listingId: string) => `/services/${encodeURIComponent(listingId)}/schedule`;

/** `GET /api/services/:listingId/schedule` (the owner's): before one is saved, the defaults. */
export function useServiceSchedule(listingId: string) {
  return useQuery({
    queryKey: bookingKeys.schedule(listingId),
    queryFn: ({ signal }) =>
      apiRequest<ServiceSchedule>(schedulePath(listingId), { signal, handled: true }),
    meta: { skipGlobalErrorHandler: true },
    throwOnError: false,
    retry: false,
  });
}

/** `PUT /api/services/:listingId/schedule`: new slots follow from it, so they are fetched again. */
export function useSaveSchedule(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: ServiceSchedule) =>
      apiRequest<ServiceSchedule>(schedulePath(listingId), {
        method: 'PUT',
        body: schedule,
        handled: true,
      }),
    meta: { skipGlobalErrorHandler: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(bookingKeys.schedule(listingId), saved);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.slotsOf(listingId) });
      void refreshSlotsStats(queryClient);
    },
  });
}

/** `POST /api/services/:listingId/slots`: a slot made by hand (dragged on the calendar). */
export function useCreateSlot(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateServiceSlotBody) =>
      apiRequest<ServiceSlot>(`/services/${encodeURIComponent(listingId)}/slots`, {
        method: 'POST',
        body,
      }),
    onSuccess: (slot) => {
      placeSlotInCache(queryClient, slot);
      void refreshSlotsStats(queryClient);
    },
  });
}

/** `PATCH /api/services/slots/:slotId`: moved, seats or price changed, or cancelled. */
export function useUpdateSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slotId, body }: { slotId: string; body: UpdateServiceSlotBody }) =>
      apiRequest<ServiceSlot>(`/services/slots/${encodeURIComponent(slotId)}`, {
        method: 'PATCH',
        body,
      }),
    onSuccess: (slot) => {
      placeSlotInCache(queryClient, slot);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.reservations() });
      void refreshSlotsStats(queryClient);
    },
  });
}

const feedPath = '/services/calendar-feed';

/** `GET /api/services/calendar-feed`: whether the private feed exists, and since when. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: bookingKeys.calendarFeed(),
    queryFn: ({ signal }) => apiRequest<CalendarFeed>(feedPath, { signal, handled: true }),
    // The card says nothing when the feed cannot be read; the page around it stays usable.
    meta: { skipGlobalErrorHandler: true },
    throwOnError: false,
  });
}

/**
 * `POST` makes a new secret address (the old one stops working), answered only then: the
 * mutation's data is the address to show once. `DELETE` revokes it.
 */
export function useChangeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: 'rotate' | 'revoke'): Promise<NewCalendarFeed | null> =>
      change === 'rotate'
        ? apiRequest<NewCalendarFeed>(feedPath, { method: 'POST' })
        : (await apiRequest<unknown>(feedPath, { method: 'DELETE' }), null),
    onSuccess: (made) =>
      queryClient.setQueryData<CalendarFeed>(bookingKeys.calendarFeed(), {
        active: made !== null,
        created_at: made?.created_at ?? null,
      }),
  });
}

/** `POST /api/services/:listingId/busy-times`: an `.ics` address or file blocks its busy slots. */
export function useImportBusyTimes(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: { url: string } | { file: File }) => {
      let body: FormData | { url: string };
      if ('file' in source) {
        body = new FormData();
        body.append('file', source.file);
      } else {
        body = source;
      }
      return apiRequest<ImportedBusyTimes>(
        `/services/${encodeURIComponent(listingId)}/busy-times`,
        { method: 'POST', body, handled: true },
      );
    },
    meta: { skipGlobalErrorHandler: true },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.slotsOf(listingId) });
    },
  });
}
