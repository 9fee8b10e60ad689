import { useInfiniteQuery } from '@tanstack/react-query';
import { reservationPage, type ReservationPage, type ReservationRole } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { sectionPaging } from './account-section-paging';
import { userManagerKeys } from './user-manager-keys';

/** `GET /api/admin/users/<id>/reservations?role=`: its bookings (customer) or its services' (provider). */
export function getAccountReservations(
  id: string,
  role: ReservationRole,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ReservationPage> {
  return apiRequest(`/admin/users/${encodeURIComponent(id)}/reservations`, {
    query: { role, cursor },
    schema: reservationPage,
    signal,
  });
}

export function useAccountReservations(id: string, role: ReservationRole) {
  return useInfiniteQuery({
    ...sectionPaging,
    queryKey: userManagerKeys.accountSection(id, `reservations-${role}`),
    queryFn: ({ pageParam, signal }) => getAccountReservations(id, role, pageParam, signal),
  });
}
