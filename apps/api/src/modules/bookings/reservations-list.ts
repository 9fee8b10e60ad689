import {
  RESERVATIONS_PAGE_SIZE as PAGE_SIZE,
  type myReservationsQuery,
  type Reservation,
  type ReservationPage,
} from '@bazaar/contracts';
import type { z } from 'zod';
import type { SignedInAccount } from '../../lib/account-status';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import type { BookingsDependencies } from './booking-events';
import { partyOf } from './reservation-status';
import { toReservations } from './reservation-view';
import { reservationNotFound } from './service-access';

/** `GET /services/reservations`: the caller's bookings (customer) or its services' (provider). */
export async function myReservations(
  { repository, clock }: BookingsDependencies,
  account: Pick<SignedInAccount, 'id'>,
  query: z.output<typeof myReservationsQuery>,
): Promise<ReservationPage> {
  const rows = await repository.listReservations({
    customerId: query.role === 'customer' ? account.id : undefined,
    providerId: query.role === 'provider' ? account.id : undefined,
    listingId: query.listing_id,
    status: query.status,
    after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
    limit: PAGE_SIZE + 1,
  });
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: await toReservations(
      repository,
      clock,
      page.map((row) => row.reservation),
      account.id,
    ),
    next_cursor:
      rows.length > PAGE_SIZE && last
        ? encodeCursor({ createdAt: last.createdAtText, id: last.reservation.id })
        : null,
  };
}

/** `GET /services/reservations/{id}`: for its customer and its provider; a 404 for anybody else. */
export async function reservation(
  { repository, clock }: BookingsDependencies,
  account: SignedInAccount,
  id: string,
): Promise<Reservation> {
  const row = await repository.findReservation(id);
  if (!row || !partyOf(row, account.id)) throw reservationNotFound();
  return (await toReservations(repository, clock, [row], account.id))[0]!;
}
