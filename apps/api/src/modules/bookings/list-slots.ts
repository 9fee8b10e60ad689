import { bookingLimits, type ServiceSlot } from '@bazaar/contracts';
import { DateTime } from 'luxon';
import { ValidationError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import type { BookingsDependencies } from './booking-events';
import { visibleService } from './service-access';
import { scheduleOf, toServiceSlot } from './service-slot';
import { dayRange } from './slot-expansion';

/** `GET /services/{listingId}/slots?from&to`: the slots of those days in the provider's zone. */
export async function listSlots(
  { repository, clock }: BookingsDependencies,
  account: SignedInAccount | null,
  listingId: string,
  query: { from: string; to: string },
): Promise<ServiceSlot[]> {
  const listing = await visibleService(repository, account, listingId);
  const schedule = scheduleOf(await repository.findSchedule(listingId));
  const days = DateTime.fromISO(query.to).diff(DateTime.fromISO(query.from), 'days').days;
  if (days < 0 || days >= bookingLimits.slotsQueryDaysMax) {
    throw new ValidationError([
      {
        field: 'to',
        message: `Ask for 1 to ${bookingLimits.slotsQueryDaysMax} days from "from"`,
      },
    ]);
  }
  const { start, end } = dayRange(query.from, query.to, schedule.time_zone);
  const isOwner = listing.ownerId === account?.id;
  const now = clock.now();
  const slots = (await repository.slotsBetween(listingId, start, end)).filter(
    (slot) => isOwner || !slot.cancelled,
  );
  const offers = account
    ? await repository.offersTo(
        account.id,
        slots.filter((slot) => slot.heldSeats > 0).map((slot) => slot.id),
        now,
      )
    : new Map<string, number>();
  return slots.map((slot) => toServiceSlot(slot, listing, schedule, now, offers.get(slot.id) ?? 0));
}
