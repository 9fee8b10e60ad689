import { skipToken, useQuery } from '@tanstack/react-query';
import type { Reservation } from '@bazaar/contracts';
import { bookingKeys } from '@/entities/bookings/booking-keys';
import { apiRequest } from '@/lib/api-client';

/**
 * `GET /api/services/reservations/:id`: the reservation a notification or mail opened the page
 * on. One the caller may not see is `handled`: the page then shows its lists as usual.
 */
export function getReservation(id: string, signal?: AbortSignal): Promise<Reservation> {
  return apiRequest<Reservation>(`/services/reservations/${encodeURIComponent(id)}`, {
    signal,
    handled: true,
  });
}

export function useReservation(id: string | null) {
  return useQuery({
    queryKey: [...bookingKeys.reservations(), 'one', id] as const,
    queryFn: id === null ? skipToken : ({ signal }) => getReservation(id, signal),
  });
}
