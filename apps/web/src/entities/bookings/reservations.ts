import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  type MyWaitlistEntries,
  type Reservation,
  type ReservationPage,
  type ReservationStatus,
  type ReserveSlotBody,
  type ServiceSlot,
  type WaitlistEntry,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './booking-keys';
import { refreshSlotsStats } from './slots-stats';

export type ReservationRole = 'customer' | 'provider';

/** What a reservation's change touches: the lists, the badge, and the slot's seats. */
export function afterReservationChange(queryClient: QueryClient, listingId: string): void {
  void queryClient.invalidateQueries({ queryKey: bookingKeys.reservations() });
  void queryClient.invalidateQueries({ queryKey: bookingKeys.slotsOf(listingId) });
  void refreshSlotsStats(queryClient);
}

/**
 * `POST /api/services/slots/:slotId/reservations`. 409 CONFLICT when the seats were taken
 * meanwhile: the page says so itself (the call is `handled`) and shows the slot as it now is.
 */
export function reserveSlot(slotId: string, body: ReserveSlotBody): Promise<Reservation> {
  return apiRequest<Reservation>(`/services/slots/${encodeURIComponent(slotId)}/reservations`, {
    method: 'POST',
    body,
    handled: true,
  });
}

export function useReserveSlot(slot: Pick<ServiceSlot, 'id' | 'listing_id'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReserveSlotBody) => reserveSlot(slot.id, body),
    meta: { skipGlobalErrorHandler: true },
    onSettled: () => afterReservationChange(queryClient, slot.listing_id),
  });
}

const myWaitlistKey = (listingId: string) => ['api/services', listingId, 'waitlist'] as const;

/**
 * `GET /api/services/:listingId/waitlist`: where the signed-in account waits for slots of the
 * service (so the item page remembers it after a reload).
 */
export function useMyWaitlist(listingId: string, enabled: boolean) {
  return useQuery({
    queryKey: myWaitlistKey(listingId),
    queryFn: ({ signal }) =>
      apiRequest<MyWaitlistEntries>(`/services/${encodeURIComponent(listingId)}/waitlist`, {
        signal,
      }),
    enabled,
  });
}

/** Joins the waiting list of a full slot of the service; the page's list of places follows. */
export function useJoinWaitlist(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slotId, seats }: { slotId: string; seats: number }) =>
      joinWaitlist(slotId, seats),
    onSuccess: (entry) => {
      queryClient.setQueryData<MyWaitlistEntries>(myWaitlistKey(listingId), (current) => ({
        items: [...(current?.items ?? []).filter((item) => item.slot_id !== entry.slot_id), entry],
      }));
    },
  });
}

/** `POST /api/services/slots/:slotId/waitlist`: waits for a seat of a full slot. */
export function joinWaitlist(slotId: string, seats: number): Promise<WaitlistEntry> {
  return apiRequest<WaitlistEntry>(`/services/slots/${encodeURIComponent(slotId)}/waitlist`, {
    method: 'POST',
    body: { seats },
  });
}

/** `DELETE /api/services/slots/:slotId/waitlist`. */
export function leaveWaitlist(slotId: string): Promise<unknown> {
  return apiRequest<unknown>(`/services/slots/${encodeURIComponent(slotId)}/waitlist`, {
    method: 'DELETE',
  });
}

/** `GET /api/services/reservations?role&listing_id&cursor`: newest first, a page at a time. */
export function getMyReservations(
  role: ReservationRole,
  listingId: string | null,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ReservationPage> {
  return apiRequest<ReservationPage>('/services/reservations', {
    query: { role, listing_id: listingId, cursor },
    signal,
  });
}

export function useMyReservations(
  role: ReservationRole,
  listingId: string | null,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useInfiniteQuery({
    queryKey: bookingKeys.reservationList(role, listingId),
    queryFn: ({ pageParam, signal }) => getMyReservations(role, listingId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled,
  });
}

/** `PATCH /api/services/reservations/:id`: accept, cancel (with a reason), complete, no-show. */
export function updateReservation(
  id: string,
  status: ReservationStatus,
  reason?: string,
): Promise<Reservation> {
  return apiRequest<Reservation>(`/services/reservations/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: reason ? { status, reason } : { status },
  });
}

export function useUpdateReservation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      reservation,
      status,
      reason,
    }: {
      reservation: Reservation;
      status: ReservationStatus;
      reason?: string;
    }) => updateReservation(reservation.id, status, reason),
    onSuccess: (_answer, { reservation }) =>
      afterReservationChange(queryClient, reservation.service.listing_id),
  });
}
