import type { MyWaitlistEntries, WaitlistEntry } from '@bazaar/contracts';
import { ConflictError, NotFoundError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { deliverAll, outbox, type BookingsDependencies } from './booking-events';
import { passOnHeldSeats } from './freed-seats';
import { slotNotFound } from './service-access';
import { freeSeats, scheduleOf, withinBookingWindow } from './service-slot';

/*
 * The waiting list of a full slot: when seats free, the first account waiting is offered them
 * (freed-seats.ts) and they are held for it until the offer runs out.
 */

/** `POST /services/slots/{slotId}/waitlist`: waits for seats of a full slot. */
export async function joinWaitlist(
  { repository, clock }: BookingsDependencies,
  account: SignedInAccount,
  slotId: string,
  seats: number,
): Promise<WaitlistEntry> {
  const at = clock.now();
  const slot = await repository.findSlot(slotId);
  const listing = slot ? await repository.findListing(slot.listingId) : undefined;
  if (!slot || !listing || (!listing.isPublic && listing.ownerId !== account.id))
    throw slotNotFound();
  if (listing.ownerId === account.id)
    throw new ConflictError("You can't wait for your own service.");
  if (slot.cancelled || slot.startsAt <= at)
    throw new ConflictError('This slot can no longer be booked.');
  const schedule = scheduleOf(await repository.findSchedule(slot.listingId));
  if (freeSeats(slot) >= seats && withinBookingWindow(slot, schedule, at)) {
    throw new ConflictError('These seats are free: book them instead of waiting.');
  }
  const existing = await repository.findWaitlistEntry(slotId, account.id);
  if (existing?.offeredUntil) {
    throw new ConflictError('Seats of this slot are held for you: book them now.');
  }
  await repository.joinWaitlist(slotId, account.id, seats, at);
  const entry = (await repository.findWaitlistEntry(slotId, account.id))!;
  return {
    slot_id: slotId,
    seats: entry.seats,
    position: await repository.waitlistPosition(slotId, entry.createdAt, account.id),
    offered_until: null,
  };
}

/**
 * `GET /services/{listingId}/waitlist`: where the caller waits for slots of the service that
 * are still to come (so its page remembers after a reload), with their position and any offer.
 */
export async function myWaitlist(
  { repository, clock }: BookingsDependencies,
  account: SignedInAccount,
  listingId: string,
): Promise<MyWaitlistEntries> {
  const rows = await repository.waitlistEntriesOfListing(account.id, listingId, clock.now());
  const items: WaitlistEntry[] = [];
  for (const { entry } of rows) {
    items.push({
      slot_id: entry.slotId,
      seats: entry.seats,
      position: await repository.waitlistPosition(entry.slotId, entry.createdAt, account.id),
      offered_until: entry.offeredUntil?.toISOString() ?? null,
    });
  }
  return { items };
}

/** `DELETE /services/slots/{slotId}/waitlist`: stops waiting; seats held for the caller go to the next. */
export async function leaveWaitlist(
  { repository, events, clock }: BookingsDependencies,
  account: SignedInAccount,
  slotId: string,
): Promise<void> {
  const at = clock.now();
  const ids = await repository.transaction(async (queries, tx) => {
    const slot = await queries.findSlot(slotId, true);
    const entry = slot ? await queries.leaveWaitlist(slotId, account.id) : undefined;
    if (!slot || !entry) throw new NotFoundError('You are not on the waiting list of this slot.');
    const box = outbox(events, tx);
    if (entry.offeredUntil) await passOnHeldSeats(queries, clock, box, slot, entry.seats, at);
    return box.ids;
  });
  await deliverAll(events, ids);
}

/** The job: offers nobody took in time go to the next account waiting. Answers how many expired. */
export async function expireWaitlistOffers({
  repository,
  events,
  clock,
}: BookingsDependencies): Promise<number> {
  const at = clock.now();
  const expired = await repository.expiredOffers(at);
  for (const offer of expired) {
    const ids = await repository.transaction(async (queries, tx) => {
      const slot = await queries.findSlot(offer.slotId, true);
      const entry = slot ? await queries.findWaitlistEntry(offer.slotId, offer.userId) : undefined;
      // Taken or left meanwhile.
      if (!slot || !entry?.offeredUntil || entry.offeredUntil > at) return [];
      await queries.leaveWaitlist(offer.slotId, offer.userId);
      const box = outbox(events, tx);
      await passOnHeldSeats(queries, clock, box, slot, entry.seats, at);
      return box.ids;
    });
    await deliverAll(events, ids);
  }
  return expired.length;
}
