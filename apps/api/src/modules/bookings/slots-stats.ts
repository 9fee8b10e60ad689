import type { SlotsStats } from '@bazaar/contracts';
import { DateTime } from 'luxon';
import type { SignedInAccount } from '../../lib/account-status';
import type { BookingsDependencies } from './booking-events';

/** `GET /products/me/services/slots/stats?period=month`: this calendar month (UTC). */
export async function slotsStats(
  { repository, clock }: BookingsDependencies,
  account: SignedInAccount,
): Promise<SlotsStats> {
  const now = DateTime.fromJSDate(clock.now(), { zone: 'UTC' });
  const from = now.startOf('month').toJSDate();
  const until = now.startOf('month').plus({ months: 1 }).toJSDate();
  return {
    my_slots_count: await repository.countOwnSlots(account.id, from, until),
    my_reservations_count: await repository.countReservations(account.id, from, until),
  };
}
