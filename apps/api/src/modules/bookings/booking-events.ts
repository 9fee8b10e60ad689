import type { DomainEventName, DomainEventPayload } from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { ReservationRow, ServiceSlotRow } from '../../db/schema/bookings';
import type { Clock } from '../../lib/clock';
import type { DomainEventPublisher } from '../domain-events';
import type { BookingQueries, BookingsRepository } from './bookings.repository';
import type { ServiceListing } from './service-listing.queries';
import { scheduleOf, toServiceSlot } from './service-slot';

/** What every use case of bookings is given (the service factory wires them). */
export interface BookingsDependencies {
  repository: BookingsRepository;
  /** `reservation.*`, `service_slot.changed` and `waitlist.seat_offered` (bookings.subscribers.ts). */
  events: DomainEventPublisher;
  clock: Clock;
}

/** Publishes through `tx` and collects the ids to deliver once it commits. */
export function outbox(events: DomainEventPublisher, tx: Queryable) {
  const ids: string[] = [];
  return {
    ids,
    async publish<N extends DomainEventName>(name: N, payload: DomainEventPayload<N>, at: Date) {
      ids.push(await events.publish(tx, name, payload, at));
    },
  };
}

export type BookingOutbox = ReturnType<typeof outbox>;

export async function deliverAll(events: DomainEventPublisher, ids: readonly string[]) {
  for (const id of ids) await events.deliver(id);
}

export async function slotView(
  queries: BookingQueries,
  clock: Clock,
  slot: ServiceSlotRow,
  listing?: ServiceListing,
) {
  const owner = listing ?? (await queries.findListing(slot.listingId));
  const schedule = scheduleOf(await queries.findSchedule(slot.listingId));
  return toServiceSlot(slot, owner ?? { priceMinor: null, currency: null }, schedule, clock.now());
}

/** Tells the viewers of the slot's service (after commit) what it looks like now. */
export async function slotChanged(
  queries: BookingQueries,
  clock: Clock,
  box: BookingOutbox,
  slot: ServiceSlotRow,
  at: Date,
  listing?: ServiceListing,
) {
  await box.publish(
    'service_slot.changed',
    { slot: await slotView(queries, clock, slot, listing) },
    at,
  );
}

/** How many slots one `service_slots.changed` event carries at most. */
const SLOTS_PER_EVENT = 200;

/**
 * Runs `change` on a service's future slots and tells their viewers (after commit), in events
 * of up to SLOTS_PER_EVENT, which slots look different afterwards and which are gone.
 */
export async function slotsChangedBy(
  queries: BookingQueries,
  clock: Clock,
  box: BookingOutbox,
  listingId: string,
  at: Date,
  change: () => Promise<void>,
) {
  const views = async () => {
    const listing = await queries.findListing(listingId);
    const schedule = scheduleOf(await queries.findSchedule(listingId));
    const now = clock.now();
    return new Map(
      (await queries.slotsFrom(listingId, at)).map((slot) => {
        const view = toServiceSlot(
          slot,
          listing ?? { priceMinor: null, currency: null },
          schedule,
          now,
        );
        return [slot.id, view] as const;
      }),
    );
  };
  const before = await views();
  await change();
  const after = await views();
  const changed = [...after.values()].filter(
    (view) => JSON.stringify(before.get(view.id)) !== JSON.stringify(view),
  );
  const removed = [...before.keys()].filter((id) => !after.has(id));
  for (let index = 0; index < Math.max(changed.length, removed.length); index += SLOTS_PER_EVENT) {
    await box.publish(
      'service_slots.changed',
      {
        listing_id: listingId,
        slots: changed.slice(index, index + SLOTS_PER_EVENT),
        removed: removed.slice(index, index + SLOTS_PER_EVENT),
      },
      at,
    );
  }
}

/** The payload every reservation event carries. */
export function reservationEvent(
  row: ReservationRow,
  slot: ServiceSlotRow,
  title: string,
  zone: string,
) {
  return {
    reservation_id: row.id,
    reservation_number: row.number,
    listing_id: row.listingId,
    provider_id: row.providerId,
    customer_id: row.customerId,
    title,
    seats: row.seats,
    starts_at: slot.startsAt.toISOString(),
    time_zone: zone,
    status: row.status,
    status_reason: row.statusReason,
  };
}
