import {
  bookingLimits,
  RESERVATIONS_PAGE_SIZE,
  type createServiceSlotBody,
  type DomainEventName,
  type DomainEventPayload,
  type Money,
  type myReservationsQuery,
  type Reservation,
  type ReservationPage,
  type ReserveSlotBody,
  type ServiceSchedule,
  type ServiceSlot,
  type SlotsStats,
  type updateReservationBody,
  type updateServiceSlotBody,
  type MyWaitlistEntries,
  type WaitlistEntry,
} from '@bazaar/contracts';
import { DateTime } from 'luxon';
import type { z } from 'zod';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type {
  NewServiceSlotRow,
  ReservationRow,
  ServiceScheduleRow,
  ServiceSlotRow,
} from '../../db/schema/bookings';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { assertSameRequest } from '../../lib/request-fingerprint';
import type { DomainEventPublisher } from '../domain-events';
import type { BookingQueries, BookingsRepository, ServiceListing } from './bookings.repository';
import {
  cancellableUntil,
  nextReservationStatuses,
  partyOf,
  statusChangeRefusal,
  type ReservationParty,
} from './reservation-status';
import { dayRange, expandSchedule, isKnownTimeZone } from './slot-expansion';

/** Shown for an account without a name; never the email address. */
const UNNAMED = 'Bazaar member';
const PAGE_SIZE = RESERVATIONS_PAGE_SIZE;
const HOUR_MS = 3_600_000;

/** What a service without a saved schedule books by: no weekly hours, slots only by hand. */
export const DEFAULT_SCHEDULE: ServiceSchedule = {
  time_zone: 'Europe/Berlin',
  weekly_hours: [],
  exceptions: [],
  slot_minutes: 60,
  buffer_minutes: 0,
  seats_per_slot: 1,
  lead_time_hours: 2,
  horizon_days: 60,
  cancellation_window_hours: 24,
  confirmation: 'instant',
};

export const serviceLink = (listingId: string) => `/services/item/${listingId}`;

const slotNotFound = () => new NotFoundError('This slot does not exist.');
const serviceNotFound = () => new NotFoundError('This service does not exist.');
const reservationNotFound = () => new NotFoundError('This reservation does not exist.');

/** A stored schedule as the contract says it; a service without one has the default. */
export function scheduleOf(row: ServiceScheduleRow | undefined): ServiceSchedule {
  if (!row) return DEFAULT_SCHEDULE;
  return {
    time_zone: row.timeZone,
    weekly_hours: row.weeklyHours,
    exceptions: row.exceptions,
    slot_minutes: row.slotMinutes,
    buffer_minutes: row.bufferMinutes,
    seats_per_slot: row.seatsPerSlot,
    lead_time_hours: row.leadTimeHours,
    horizon_days: row.horizonDays,
    cancellation_window_hours: row.cancellationWindowHours,
    confirmation: row.confirmation,
  };
}

/** The per-occurrence price, else the listing's. */
function priceOf(
  slot: ServiceSlotRow,
  listing: Pick<ServiceListing, 'priceMinor' | 'currency'>,
): Money | null {
  const amount = slot.priceMinor ?? listing.priceMinor;
  return amount === null ? null : { amount_minor: amount, currency: listing.currency ?? 'EUR' };
}

const freeSeats = (slot: ServiceSlotRow) => slot.seats - slot.seatsTaken - slot.heldSeats;

/** Whether the slot's start is inside the schedule's lead time and horizon at `now`. */
function withinBookingWindow(slot: ServiceSlotRow, schedule: ServiceSchedule, now: Date) {
  const start = slot.startsAt.getTime();
  return (
    start >= now.getTime() + schedule.lead_time_hours * HOUR_MS &&
    start <= now.getTime() + schedule.horizon_days * 24 * HOUR_MS
  );
}

export function toServiceSlot(
  slot: ServiceSlotRow,
  listing: Pick<ServiceListing, 'priceMinor' | 'currency'>,
  schedule: ServiceSchedule,
  now: Date,
  /** Seats held for the viewer by a waiting-list offer: free for it. */
  heldForViewer = 0,
): ServiceSlot {
  const taken = slot.seatsTaken + slot.heldSeats;
  return {
    id: slot.id,
    listing_id: slot.listingId,
    starts_at: slot.startsAt.toISOString(),
    ends_at: slot.endsAt.toISOString(),
    time_zone: schedule.time_zone,
    seats: slot.seats,
    seats_taken: Math.min(taken, slot.seats),
    price: priceOf(slot, listing),
    state: taken === 0 ? 'available' : taken < slot.seats ? 'partially_reserved' : 'reserved',
    cancelled: slot.cancelled,
    blocked: slot.blocked,
    bookable:
      !slot.cancelled &&
      !slot.blocked &&
      freeSeats(slot) + heldForViewer > 0 &&
      withinBookingWindow(slot, schedule, now),
    manual: slot.manual,
    held_for_you: heldForViewer,
  };
}

function validateSchedule(schedule: ServiceSchedule) {
  const fields: { field: string; message: string }[] = [];
  if (!isKnownTimeZone(schedule.time_zone)) {
    fields.push({ field: 'time_zone', message: 'Choose a time zone such as Europe/Berlin' });
  }
  schedule.weekly_hours.forEach((hours, index) => {
    if (hours.opens >= hours.closes) {
      fields.push({
        field: `weekly_hours.${index}.closes`,
        message: 'Closing must come after opening',
      });
    }
  });
  schedule.exceptions.forEach((exception, index) => {
    if (exception.kind !== 'extra_hours') return;
    if (!exception.opens || !exception.closes || exception.opens >= exception.closes) {
      fields.push({
        field: `exceptions.${index}.closes`,
        message: 'Give extra hours an opening and a later closing time',
      });
    }
  });
  if (fields.length > 0) throw new ValidationError(fields);
}

export interface BookingsServiceDependencies {
  repository: BookingsRepository;
  /** `reservation.*`, `service_slot.changed` and `waitlist.seat_offered` (bookings.subscribers.ts). */
  events: DomainEventPublisher;
  clock?: Clock;
}

export function createBookingsService({
  repository,
  events,
  clock = systemClock,
}: BookingsServiceDependencies) {
  /** Publishes through `tx` and collects the ids to deliver once it commits. */
  function outbox(tx: Queryable) {
    const ids: string[] = [];
    return {
      ids,
      async publish<N extends DomainEventName>(name: N, payload: DomainEventPayload<N>, at: Date) {
        ids.push(await events.publish(tx, name, payload, at));
      },
    };
  }
  async function deliverAll(ids: readonly string[]) {
    for (const id of ids) await events.deliver(id);
  }

  /** The listing when `account` owns it and it is a service; else a 404 (nobody learns it exists). */
  async function ownService(queries: BookingQueries, account: SignedInAccount, listingId: string) {
    const listing = await queries.findListing(listingId);
    if (!listing || listing.ownerId !== account.id) throw serviceNotFound();
    if (listing.section !== 'services') {
      throw new ConflictError('Only Services listings have schedules and slots.');
    }
    return listing;
  }

  /** The listing when visitors may see it or `account` owns it. */
  async function visibleService(
    queries: BookingQueries,
    account: SignedInAccount | null,
    listingId: string,
  ) {
    const listing = await queries.findListing(listingId);
    if (!listing || listing.section !== 'services') throw serviceNotFound();
    if (!listing.isPublic && listing.ownerId !== account?.id) throw serviceNotFound();
    return listing;
  }

  async function slotView(queries: BookingQueries, slot: ServiceSlotRow, listing?: ServiceListing) {
    const owner = listing ?? (await queries.findListing(slot.listingId));
    const schedule = scheduleOf(await queries.findSchedule(slot.listingId));
    return toServiceSlot(
      slot,
      owner ?? { priceMinor: null, currency: null },
      schedule,
      clock.now(),
    );
  }

  /** Tells the viewers of the slot's service (after commit) what it looks like now. */
  async function slotChanged(
    queries: BookingQueries,
    box: ReturnType<typeof outbox>,
    slot: ServiceSlotRow,
    at: Date,
    listing?: ServiceListing,
  ) {
    await box.publish('service_slot.changed', { slot: await slotView(queries, slot, listing) }, at);
  }

  /** How many slots one `service_slots.changed` event carries at most. */
  const SLOTS_PER_EVENT = 200;

  /**
   * Runs `change` on a service's future slots and tells their viewers (after commit), in events
   * of up to SLOTS_PER_EVENT, which slots look different afterwards and which are gone.
   */
  async function slotsChangedBy(
    queries: BookingQueries,
    box: ReturnType<typeof outbox>,
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
    for (
      let index = 0;
      index < Math.max(changed.length, removed.length);
      index += SLOTS_PER_EVENT
    ) {
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

  /**
   * Makes the slots of the schedule for [now, now + horizon): new occurrences are added; those the
   * hours no longer make go unless someone reserved or waits for them; slots made by hand and
   * occurrences changed by hand stay as they are.
   */
  async function expand(
    queries: BookingQueries,
    listingId: string,
    schedule: ServiceSchedule,
    now: Date,
  ) {
    const until = new Date(now.getTime() + schedule.horizon_days * 24 * HOUR_MS);
    const wanted = expandSchedule(schedule, now, until);
    const existing = (await queries.slotsFrom(listingId, now)).filter((slot) => !slot.manual);
    const byScheduledStart = new Map(
      existing.map((slot) => [(slot.scheduledStart ?? slot.startsAt).getTime(), slot]),
    );
    const keep = new Set<string>();
    const inserts: NewServiceSlotRow[] = [];
    for (const occurrence of wanted) {
      const slot = byScheduledStart.get(occurrence.startsAt.getTime());
      if (!slot) {
        inserts.push({
          listingId,
          startsAt: occurrence.startsAt,
          endsAt: occurrence.endsAt,
          scheduledStart: occurrence.startsAt,
          seats: schedule.seats_per_slot,
          createdAt: now,
          updatedAt: now,
        });
        continue;
      }
      keep.add(slot.id);
      if (slot.overridden) continue;
      const seats = Math.max(schedule.seats_per_slot, slot.seatsTaken + slot.heldSeats);
      if (slot.endsAt.getTime() !== occurrence.endsAt.getTime() || slot.seats !== seats) {
        await queries.updateSlot(slot.id, { endsAt: occurrence.endsAt, seats, updatedAt: now });
      }
    }
    const gone = existing.filter((slot) => !keep.has(slot.id) && !slot.overridden);
    const inUse = await queries.slotIdsInUse(gone.map((slot) => slot.id));
    await queries.deleteSlots(gone.filter((slot) => !inUse.has(slot.id)).map((slot) => slot.id));
    for (let index = 0; index < inserts.length; index += 500) {
      await queries.insertSlots(inserts.slice(index, index + 500));
    }
    await queries.setExpandedUntil(listingId, until);
  }

  /** Offers seats freed in a slot to the first account waiting, holding them for a while. */
  async function offerFreedSeats(
    queries: BookingQueries,
    box: ReturnType<typeof outbox>,
    slot: ServiceSlotRow,
    listing: ServiceListing,
    at: Date,
  ): Promise<ServiceSlotRow> {
    const waiting = await queries.firstWaiting(slot.id);
    if (!waiting || slot.cancelled || freeSeats(slot) < waiting.seats || slot.startsAt <= at) {
      return slot;
    }
    const until = new Date(at.getTime() + bookingLimits.waitlistOfferMinutes * 60_000);
    await queries.offer(slot.id, waiting.userId, until);
    const held = await queries.holdSeats(slot.id, waiting.seats);
    const schedule = scheduleOf(await queries.findSchedule(slot.listingId));
    await box.publish(
      'waitlist.seat_offered',
      {
        slot_id: slot.id,
        listing_id: slot.listingId,
        user_id: waiting.userId,
        seats: waiting.seats,
        title: listing.title,
        starts_at: slot.startsAt.toISOString(),
        time_zone: schedule.time_zone,
        offered_until: until.toISOString(),
      },
      at,
    );
    return held;
  }

  async function toReservations(
    queries: BookingQueries,
    rows: readonly ReservationRow[],
    viewerId: string | null,
  ): Promise<Reservation[]> {
    const slots = new Map(
      (await queries.slotsOf(rows.map((row) => row.slotId))).map((slot) => [slot.id, slot]),
    );
    const listingIds = [...new Set(rows.map((row) => row.listingId))];
    const titles = new Map(
      (await queries.listingsOf(listingIds)).map((row) => [row.id, row.title]),
    );
    const pictures = new Map(
      (await queries.firstPicturesOf(listingIds)).map((row) => [
        row.listingId,
        row.thumbnailUrl ?? row.url,
      ]),
    );
    const schedules = new Map(
      (await queries.schedulesOf(listingIds)).map((row) => [row.listingId, scheduleOf(row)]),
    );
    const names = await queries.displayNamesOf(
      rows.flatMap((row) => [row.customerId, row.providerId]),
    );
    const now = clock.now();
    return rows.map((row) => {
      const slot = slots.get(row.slotId)!;
      const schedule = schedules.get(row.listingId) ?? DEFAULT_SCHEDULE;
      const party = viewerId ? partyOf(row, viewerId) : null;
      const context = {
        status: row.status,
        startsAt: slot.startsAt,
        cancellationWindowHours: schedule.cancellation_window_hours,
        now,
      };
      const next = party ? nextReservationStatuses(context, party) : [];
      return {
        id: row.id,
        number: row.number,
        status: row.status,
        status_reason: row.statusReason,
        cancelled_by: row.cancelledBy,
        service: {
          listing_id: row.listingId,
          title: titles.get(row.listingId) ?? 'A service no longer offered',
          picture_url: pictures.get(row.listingId) ?? null,
          link: titles.has(row.listingId) ? serviceLink(row.listingId) : null,
        },
        slot: {
          id: slot.id,
          starts_at: slot.startsAt.toISOString(),
          ends_at: slot.endsAt.toISOString(),
          time_zone: schedule.time_zone,
        },
        provider: { id: row.providerId, display_name: names.get(row.providerId) ?? UNNAMED },
        customer: { id: row.customerId, display_name: names.get(row.customerId) ?? UNNAMED },
        seats: row.seats,
        total:
          row.totalMinor === null
            ? null
            : { amount_minor: row.totalMinor, currency: row.currency ?? 'EUR' },
        note: row.note,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
        cancellable_until:
          party && next.includes('cancelled')
            ? cancellableUntil(context, party)!.toISOString()
            : null,
        next_statuses: next,
      };
    });
  }

  /** The payload every reservation event carries. */
  function reservationEvent(
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

  /** Cancels a reservation that holds seats, gives them back and publishes the change. */
  async function cancelReservation(
    queries: BookingQueries,
    box: ReturnType<typeof outbox>,
    row: ReservationRow,
    by: ReservationParty,
    reason: string | null,
    at: Date,
  ) {
    const updated = await queries.updateReservation(row.id, {
      status: 'cancelled',
      cancelledBy: by,
      statusReason: `Cancelled by the ${by}${reason ? `: ${reason}` : '.'}`,
      updatedAt: at,
    });
    const slot = await queries.releaseSeats(row.slotId, row.seats);
    return { updated, slot };
  }

  /** Seats held for a waiting account that it did not take: offered to the next, or freed. */
  async function passOnHeldSeats(
    queries: BookingQueries,
    box: ReturnType<typeof outbox>,
    slot: ServiceSlotRow,
    seats: number,
    at: Date,
  ) {
    let after = await queries.holdSeats(slot.id, -seats);
    const listing = await queries.findListing(slot.listingId);
    if (listing) after = await offerFreedSeats(queries, box, after, listing, at);
    await slotChanged(queries, box, after, at);
  }

  return {
    /** `GET /services/{listingId}/schedule`: the owner's schedule, or the defaults before one is saved. */
    async getSchedule(account: SignedInAccount, listingId: string): Promise<ServiceSchedule> {
      await ownService(repository, account, listingId);
      return scheduleOf(await repository.findSchedule(listingId));
    },

    /** `PUT /services/{listingId}/schedule`: saves it and makes its slots for the horizon at once. */
    async saveSchedule(
      account: SignedInAccount,
      listingId: string,
      schedule: ServiceSchedule,
    ): Promise<ServiceSchedule> {
      validateSchedule(schedule);
      const at = clock.now();
      const { saved, ids } = await repository.transaction(async (queries, tx) => {
        await ownService(queries, account, listingId);
        const box = outbox(tx);
        const row = await queries.saveSchedule({
          listingId,
          timeZone: schedule.time_zone,
          weeklyHours: schedule.weekly_hours,
          exceptions: schedule.exceptions,
          slotMinutes: schedule.slot_minutes,
          bufferMinutes: schedule.buffer_minutes,
          seatsPerSlot: schedule.seats_per_slot,
          leadTimeHours: schedule.lead_time_hours,
          horizonDays: schedule.horizon_days,
          cancellationWindowHours: schedule.cancellation_window_hours,
          confirmation: schedule.confirmation,
          updatedAt: at,
        });
        await slotsChangedBy(queries, box, listingId, at, () =>
          expand(queries, listingId, scheduleOf(row), at),
        );
        return { saved: row, ids: box.ids };
      });
      await deliverAll(ids);
      return scheduleOf(saved);
    },

    /** The daily job: every schedule's slots reach its horizon again. Answers how many were extended. */
    async extendSlots(): Promise<number> {
      const now = clock.now();
      const schedules = await repository.allSchedules();
      for (const row of schedules) {
        const ids = await repository.transaction(async (queries, tx) => {
          const box = outbox(tx);
          await slotsChangedBy(queries, box, row.listingId, now, () =>
            expand(queries, row.listingId, scheduleOf(row), now),
          );
          return box.ids;
        });
        await deliverAll(ids);
      }
      return schedules.length;
    },

    /** `GET /services/{listingId}/slots?from&to`: the slots of those days in the provider's zone. */
    async slots(
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
      return slots.map((slot) =>
        toServiceSlot(slot, listing, schedule, now, offers.get(slot.id) ?? 0),
      );
    },

    /** `POST /services/{listingId}/slots`: a slot by hand. */
    async createSlot(
      account: SignedInAccount,
      listingId: string,
      body: z.output<typeof createServiceSlotBody>,
    ): Promise<ServiceSlot> {
      const startsAt = new Date(body.starts_at);
      const endsAt = new Date(body.ends_at);
      if (endsAt <= startsAt) {
        throw new ValidationError([
          { field: 'ends_at', message: 'The end must come after the start' },
        ]);
      }
      const at = clock.now();
      const { view, ids } = await repository.transaction(async (queries, tx) => {
        const listing = await ownService(queries, account, listingId);
        const box = outbox(tx);
        const [slot] = await queries.insertSlots([
          {
            listingId,
            startsAt,
            endsAt,
            seats: body.seats,
            priceMinor: body.price_minor ?? null,
            manual: true,
            createdAt: at,
            updatedAt: at,
          },
        ]);
        await slotChanged(queries, box, slot!, at);
        return { view: await slotView(queries, slot!, listing), ids: box.ids };
      });
      await deliverAll(ids);
      return view;
    },

    /**
     * `PATCH /services/slots/{slotId}`: one occurrence's seats (never below those taken), price or
     * time changed, or the occurrence cancelled with its reservations (each customer is told).
     */
    async updateSlot(
      account: SignedInAccount,
      slotId: string,
      change: z.output<typeof updateServiceSlotBody>,
    ): Promise<ServiceSlot> {
      const at = clock.now();
      const { view, ids } = await repository.transaction(async (queries, tx) => {
        const slot = await queries.findSlot(slotId, true);
        if (!slot) throw slotNotFound();
        const listing = await queries.findListing(slot.listingId);
        if (!listing || listing.ownerId !== account.id) throw slotNotFound();
        if (slot.cancelled) throw new ConflictError('This slot is cancelled.');
        const box = outbox(tx);
        const patch: Partial<NewServiceSlotRow> = { overridden: !slot.manual, updatedAt: at };
        if (change.seats !== undefined) {
          if (change.seats < slot.seatsTaken + slot.heldSeats) {
            throw new ConflictError(
              `${slot.seatsTaken + slot.heldSeats} seats of this slot are taken; it cannot have fewer.`,
            );
          }
          patch.seats = change.seats;
        }
        if (change.price_minor !== undefined) patch.priceMinor = change.price_minor;
        if (change.starts_at !== undefined || change.ends_at !== undefined) {
          const startsAt = new Date(change.starts_at ?? slot.startsAt);
          const endsAt = new Date(
            change.ends_at ??
              startsAt.getTime() + (slot.endsAt.getTime() - slot.startsAt.getTime()),
          );
          if (endsAt <= startsAt) {
            throw new ValidationError([
              { field: 'ends_at', message: 'The end must come after the start' },
            ]);
          }
          Object.assign(patch, { startsAt, endsAt });
        }
        let updated = await queries.updateSlot(slot.id, patch);
        const schedule = scheduleOf(await queries.findSchedule(slot.listingId));
        if (updated.startsAt.getTime() !== slot.startsAt.getTime() && !change.cancelled) {
          // Moved: a reminder already sent spoke of the old time, so it goes again.
          for (const row of await queries.lockHoldingReservationsOf(slot.id)) {
            const reset = await queries.updateReservation(row.id, {
              remindedDayBeforeAt: null,
              remindedHourBeforeAt: null,
              updatedAt: at,
            });
            await box.publish(
              'reservation.moved',
              {
                ...reservationEvent(reset, updated, listing.title, schedule.time_zone),
                previous_starts_at: slot.startsAt.toISOString(),
              },
              at,
            );
          }
        }
        if (change.cancelled) {
          for (const row of await queries.lockHoldingReservationsOf(slot.id)) {
            const { updated: cancelled } = await cancelReservation(
              queries,
              box,
              row,
              'provider',
              'the provider cancelled this slot',
              at,
            );
            await box.publish(
              'reservation.status_changed',
              {
                ...reservationEvent(cancelled, updated, listing.title, schedule.time_zone),
                changed_by: 'provider',
              },
              at,
            );
          }
          updated = await queries.updateSlot(slot.id, {
            cancelled: true,
            seatsTaken: 0,
            heldSeats: 0,
          });
          await queries.deleteWaitlistOf(slot.id);
        } else {
          updated = await offerFreedSeats(queries, box, updated, listing, at);
        }
        await slotChanged(queries, box, updated, at);
        return { view: await slotView(queries, updated, listing), ids: box.ids };
      });
      await deliverAll(ids);
      return view;
    },

    /**
     * `POST /services/slots/{slotId}/reservations`: takes the seats by one guarded update in the
     * transaction that stores the reservation — never more than the slot has, however many ask at
     * once; a 409 when they are gone. A repeat with the same idempotency key answers the first.
     */
    async reserve(
      customer: SignedInAccount,
      slotId: string,
      body: ReserveSlotBody,
      /** Of the request: the same key with other seats or another note is refused (issue 33). */
      fingerprint: string,
    ): Promise<{ reservation: Reservation; created: boolean }> {
      const repeatOf = (row: ReservationRow | undefined) => {
        if (row && row.slotId !== slotId) {
          throw new ConflictError(
            'This idempotency key was already used for another slot. Send a new key.',
          );
        }
        if (row) assertSameRequest(row.requestFingerprint, fingerprint);
        return row;
      };
      const earlier = repeatOf(
        await repository.findByIdempotencyKey(customer.id, body.idempotency_key),
      );
      if (earlier) {
        return {
          reservation: (await toReservations(repository, [earlier], customer.id))[0]!,
          created: false,
        };
      }
      const slot = await repository.findSlot(slotId);
      const listing = slot ? await repository.findListing(slot.listingId) : undefined;
      if (!slot || !listing || (!listing.isPublic && listing.ownerId !== customer.id))
        throw slotNotFound();
      if (listing.ownerId === customer.id)
        throw new ConflictError("You can't book your own service.");
      const schedule = scheduleOf(await repository.findSchedule(slot.listingId));
      const at = clock.now();
      if (slot.cancelled) throw new ConflictError('This slot was cancelled.');
      if (slot.blocked) throw new ConflictError('This slot is not available.');
      if (!withinBookingWindow(slot, schedule, at)) {
        throw new ConflictError(
          slot.startsAt.getTime() < at.getTime() + schedule.lead_time_hours * HOUR_MS
            ? `This slot starts too soon: book at least ${schedule.lead_time_hours} hours ahead.`
            : 'This slot is too far ahead to book yet.',
        );
      }
      let outcome: { row: ReservationRow; created: boolean; ids: string[] };
      try {
        outcome = await repository.transaction(async (queries, tx) => {
          const repeat = repeatOf(
            await queries.findByIdempotencyKey(customer.id, body.idempotency_key),
          );
          if (repeat) return { row: repeat, created: false, ids: [] };
          const waiting = await queries.findWaitlistEntry(slotId, customer.id);
          const offered = waiting?.offeredUntil && waiting.offeredUntil > at ? waiting.seats : 0;
          const taken = await queries.takeSeats(slotId, body.seats, offered);
          if (!taken) {
            throw new ConflictError(
              body.seats === 1
                ? 'This slot has just been booked up. Choose another time, or join its waiting list.'
                : `Fewer than ${body.seats} seats of this slot are free now. Choose fewer seats or another time.`,
            );
          }
          if (waiting) await queries.leaveWaitlist(slotId, customer.id);
          const price = priceOf(taken, listing);
          const row = await queries.insertReservation({
            slotId,
            listingId: slot.listingId,
            providerId: listing.ownerId,
            customerId: customer.id,
            seats: body.seats,
            status: schedule.confirmation === 'instant' ? 'confirmed' : 'requested',
            totalMinor: price ? price.amount_minor * body.seats : null,
            currency: price?.currency ?? null,
            note: body.note,
            idempotencyKey: body.idempotency_key,
            requestFingerprint: fingerprint,
            createdAt: at,
            updatedAt: at,
          });
          const box = outbox(tx);
          const customerName =
            (await queries.displayNamesOf([customer.id])).get(customer.id) ?? UNNAMED;
          await box.publish(
            'reservation.created',
            {
              ...reservationEvent(row, taken, listing.title, schedule.time_zone),
              customer_name: customerName,
            },
            at,
          );
          await slotChanged(queries, box, taken, at);
          return { row, created: true, ids: box.ids };
        });
      } catch (error) {
        // Two submits with one key that both got past the checks: the second answers the first.
        if (!isUniqueViolation(error)) throw error;
        const winner = repeatOf(
          await repository.findByIdempotencyKey(customer.id, body.idempotency_key),
        );
        if (!winner) throw error;
        outcome = { row: winner, created: false, ids: [] };
      }
      await deliverAll(outcome.ids);
      return {
        reservation: (await toReservations(repository, [outcome.row], customer.id))[0]!,
        created: outcome.created,
      };
    },

    /** `GET /services/reservations`: the caller's bookings (customer) or its services' (provider). */
    async myReservations(
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
          page.map((row) => row.reservation),
          account.id,
        ),
        next_cursor:
          rows.length > PAGE_SIZE && last
            ? encodeCursor({ createdAt: last.createdAtText, id: last.reservation.id })
            : null,
      };
    },

    /** `GET /services/reservations/{id}`: for its customer and its provider; a 404 for anybody else. */
    async reservation(account: SignedInAccount, id: string): Promise<Reservation> {
      const row = await repository.findReservation(id);
      if (!row || !partyOf(row, account.id)) throw reservationNotFound();
      return (await toReservations(repository, [row], account.id))[0]!;
    },

    /** `PATCH /services/reservations/{id}`: accept, cancel, complete or no-show, as `next_statuses` allows. */
    async setStatus(
      account: SignedInAccount,
      id: string,
      change: z.output<typeof updateReservationBody>,
    ): Promise<Reservation> {
      const at = clock.now();
      const { row, ids } = await repository.transaction(async (queries, tx) => {
        // The slot first, then the reservation: the order cancelling a slot locks them in, so
        // the two never wait for each other.
        const seen = await queries.findReservation(id);
        const slot = seen ? await queries.findSlot(seen.slotId, true) : undefined;
        const current = slot ? await queries.findReservation(id, true) : undefined;
        const party = current ? partyOf(current, account.id) : null;
        if (!slot || !current || !party) throw reservationNotFound();
        const listing = await queries.findListing(current.listingId);
        const schedule = scheduleOf(await queries.findSchedule(current.listingId));
        const context = {
          status: current.status,
          startsAt: slot.startsAt,
          cancellationWindowHours: schedule.cancellation_window_hours,
          now: at,
        };
        if (!nextReservationStatuses(context, party).includes(change.status)) {
          throw new ConflictError(statusChangeRefusal(context, change.status, party));
        }
        const box = outbox(tx);
        const reason = change.reason?.trim() || null;
        let updated: ReservationRow;
        let after = slot;
        if (change.status === 'cancelled') {
          const cancelled = await cancelReservation(queries, box, current, party, reason, at);
          updated = cancelled.updated;
          after = listing
            ? await offerFreedSeats(queries, box, cancelled.slot, listing, at)
            : cancelled.slot;
          await slotChanged(queries, box, after, at);
        } else {
          updated = await queries.updateReservation(current.id, {
            status: change.status,
            statusReason: reason,
            updatedAt: at,
          });
        }
        await box.publish(
          'reservation.status_changed',
          {
            ...reservationEvent(updated, after, listing?.title ?? 'A service', schedule.time_zone),
            changed_by: party,
          },
          at,
        );
        return { row: updated, ids: box.ids };
      });
      await deliverAll(ids);
      return (await toReservations(repository, [row], account.id))[0]!;
    },

    /** `GET /products/me/services/slots/stats?period=month`: this calendar month (UTC). */
    async stats(account: SignedInAccount): Promise<SlotsStats> {
      const now = DateTime.fromJSDate(clock.now(), { zone: 'UTC' });
      const from = now.startOf('month').toJSDate();
      const until = now.startOf('month').plus({ months: 1 }).toJSDate();
      return {
        my_slots_count: await repository.countOwnSlots(account.id, from, until),
        my_reservations_count: await repository.countReservations(account.id, from, until),
      };
    },

    /**
     * `POST /services/slots/{slotId}/waitlist`: waits for seats of a full slot; when some free,
     * the first waiting account is offered them (offerFreedSeats).
     */
    async joinWaitlist(
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
    },

    /**
     * `GET /services/{listingId}/waitlist`: where the caller waits for slots of the service that
     * are still to come (so its page remembers after a reload), with their position and any offer.
     */
    async myWaitlist(account: SignedInAccount, listingId: string): Promise<MyWaitlistEntries> {
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
    },

    /** `DELETE /services/slots/{slotId}/waitlist`: stops waiting; seats held for the caller go to the next. */
    async leaveWaitlist(account: SignedInAccount, slotId: string): Promise<void> {
      const at = clock.now();
      const ids = await repository.transaction(async (queries, tx) => {
        const slot = await queries.findSlot(slotId, true);
        const entry = slot ? await queries.leaveWaitlist(slotId, account.id) : undefined;
        if (!slot || !entry)
          throw new NotFoundError('You are not on the waiting list of this slot.');
        const box = outbox(tx);
        if (entry.offeredUntil) await passOnHeldSeats(queries, box, slot, entry.seats, at);
        return box.ids;
      });
      await deliverAll(ids);
    },

    /** The job: offers nobody took in time go to the next account waiting. Answers how many expired. */
    async expireWaitlistOffers(): Promise<number> {
      const at = clock.now();
      const expired = await repository.expiredOffers(at);
      for (const offer of expired) {
        const ids = await repository.transaction(async (queries, tx) => {
          const slot = await queries.findSlot(offer.slotId, true);
          const entry = slot
            ? await queries.findWaitlistEntry(offer.slotId, offer.userId)
            : undefined;
          // Taken or left meanwhile.
          if (!slot || !entry?.offeredUntil || entry.offeredUntil > at) return [];
          await queries.leaveWaitlist(offer.slotId, offer.userId);
          const box = outbox(tx);
          await passOnHeldSeats(queries, box, slot, entry.seats, at);
          return box.ids;
        });
        await deliverAll(ids);
      }
      return expired.length;
    },

    /**
     * The job: confirmed reservations starting within a day, then within an hour, remind their
     * customer — each once, however often the job runs (the reminder's column is set by a guarded
     * update in the transaction that publishes it).
     */
    async sendReminders(): Promise<number> {
      const at = clock.now();
      let sent = 0;
      for (const [before, column, hours] of [
        ['hour', 'remindedHourBeforeAt', 1],
        ['day', 'remindedDayBeforeAt', 24],
      ] as const) {
        const due = await repository.dueForReminder(
          column,
          at,
          new Date(at.getTime() + hours * HOUR_MS),
        );
        for (const { reservation: row, slot } of due) {
          // A reservation inside the hour is reminded once, by the hour's reminder.
          if (before === 'day' && row.remindedHourBeforeAt) continue;
          const ids = await repository.transaction(async (queries, tx) => {
            if (!(await queries.markReminded(row.id, column, at))) return [];
            const box = outbox(tx);
            const listing = await queries.findListing(row.listingId);
            const schedule = scheduleOf(await queries.findSchedule(row.listingId));
            await box.publish(
              'reservation.reminder_due',
              {
                ...reservationEvent(row, slot, listing?.title ?? 'A service', schedule.time_zone),
                before,
              },
              at,
            );
            return box.ids;
          });
          sent += ids.length;
          await deliverAll(ids);
        }
      }
      return sent;
    },

    /**
     * A closed account's future reservations are cancelled on its side (the other side is told
     * and the seats freed) and it stops waiting for slots; run in the delivery transaction of
     * `account.closed`, whose dispatcher delivers what this publishes once it commits.
     */
    async closeAccount(userId: string, tx: Queryable, at: Date): Promise<void> {
      const queries = repository.within(tx);
      const box = outbox(tx);
      for (const seen of await queries.holdingReservationsOfAccount(userId, at)) {
        const slot = await queries.findSlot(seen.slotId, true);
        const row = slot ? await queries.findReservation(seen.id, true) : undefined;
        if (!slot || !row || (row.status !== 'requested' && row.status !== 'confirmed')) continue;
        const by: ReservationParty = row.providerId === userId ? 'provider' : 'customer';
        const cancelled = await cancelReservation(
          queries,
          box,
          row,
          by,
          'the account was closed',
          at,
        );
        const listing = await queries.findListing(row.listingId);
        const schedule = scheduleOf(await queries.findSchedule(row.listingId));
        const after = listing
          ? await offerFreedSeats(queries, box, cancelled.slot, listing, at)
          : cancelled.slot;
        await slotChanged(queries, box, after, at, listing);
        await box.publish(
          'reservation.status_changed',
          {
            ...reservationEvent(
              cancelled.updated,
              after,
              listing?.title ?? 'A service',
              schedule.time_zone,
            ),
            changed_by: by,
          },
          at,
        );
      }
      for (const entry of await queries.waitlistEntriesOf(userId)) {
        const slot = await queries.findSlot(entry.slotId, true);
        await queries.leaveWaitlist(entry.slotId, userId);
        if (slot && entry.offeredUntil) await passOnHeldSeats(queries, box, slot, entry.seats, at);
      }
    },

    /** Blocks or frees slots (busy times imported); their viewers see it live. */
    async setBlocked(listingId: string, changes: readonly { id: string; blocked: boolean }[]) {
      if (changes.length === 0) return;
      const at = clock.now();
      const ids = await repository.transaction(async (queries, tx) => {
        const box = outbox(tx);
        await slotsChangedBy(queries, box, listingId, at, async () => {
          for (const change of changes) {
            await queries.updateSlot(change.id, { blocked: change.blocked, updatedAt: at });
          }
        });
        return box.ids;
      });
      await deliverAll(ids);
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
