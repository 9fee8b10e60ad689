import type { OpeningHours, ScheduleException } from '@bazaar/contracts';
import { confirmationModes, reservationStatuses } from '@bazaar/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { listings } from './listings';
import { users } from './users';

export const bookingConfirmationEnum = pgEnum('booking_confirmation', confirmationModes);
export const reservationStatusEnum = pgEnum('reservation_status', reservationStatuses);
export const reservationCancellerEnum = pgEnum('reservation_canceller', ['customer', 'provider']);

/** A service listing's weekly hours and booking rules, in wall-clock times of `time_zone`. */
export const serviceSchedules = pgTable('service_schedules', {
  listingId: uuid('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  weeklyHours: jsonb('weekly_hours').$type<OpeningHours[]>().notNull(),
  exceptions: jsonb('exceptions').$type<ScheduleException[]>().notNull(),
  slotMinutes: integer('slot_minutes').notNull(),
  bufferMinutes: integer('buffer_minutes').notNull(),
  seatsPerSlot: integer('seats_per_slot').notNull(),
  leadTimeHours: integer('lead_time_hours').notNull(),
  horizonDays: integer('horizon_days').notNull(),
  cancellationWindowHours: integer('cancellation_window_hours').notNull(),
  confirmation: bookingConfirmationEnum('confirmation').notNull(),
  /** Slots exist up to here; the daily job moves it with the horizon. */
  expandedUntil: timestamp('expanded_until', { withTimezone: true }),
  ...timestamps(),
});

/**
 * One concrete occurrence with seats. `seats_taken + held_seats <= seats` is what reservations
 * keep by a guarded update; the check makes any other path that breaks it fail too.
 */
export const serviceSlots = pgTable(
  'service_slots',
  {
    id: idColumn(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /**
     * The start the weekly hours gave this occurrence (null for a slot made by hand): kept when
     * the slot is moved, so re-expansion knows the occurrence exists and does not make it again.
     */
    scheduledStart: timestamp('scheduled_start', { withTimezone: true }),
    seats: integer('seats').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** Seats kept for a waiting-list offer until it is taken or expires. */
    heldSeats: integer('held_seats').notNull().default(0),
    /** A per-occurrence price; null: the listing's. */
    priceMinor: bigint('price_minor', { mode: 'number' }),
    cancelled: boolean('cancelled').notNull().default(false),
    /** Made by hand rather than from the weekly hours: re-expansion never removes it. */
    manual: boolean('manual').notNull().default(false),
    /** Changed by hand (seats, price, time): re-expansion keeps it as it is. */
    overridden: boolean('overridden').notNull().default(false),
    /** Overlaps an imported busy time: not bookable. */
    blocked: boolean('blocked').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    index('service_slots_listing_start_idx').on(table.listingId, table.startsAt),
    check(
      'service_slots_seats_check',
      sql`${table.seatsTaken} + ${table.heldSeats} <= ${table.seats}`,
    ),
    check('service_slots_times_check', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** Seats of a slot reserved by a customer. Payment is offline, like orders. */
export const reservations = pgTable(
  'reservations',
  {
    id: idColumn(),
    /** What customer and provider quote: counts up from 1000. */
    number: bigint('number', { mode: 'number' })
      .notNull()
      .generatedAlwaysAsIdentity({ startWith: 1000 }),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => serviceSlots.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seats: integer('seats').notNull(),
    status: reservationStatusEnum('status').notNull(),
    statusReason: text('status_reason'),
    cancelledBy: reservationCancellerEnum('cancelled_by'),
    totalMinor: bigint('total_minor', { mode: 'number' }),
    currency: text('currency'),
    note: text('note').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * SHA-256 of the request that used the key (caller, route, parameters, body): the same key
     * with another request is refused (issue 33). Null for rows made before it was kept.
     */
    requestFingerprint: text('request_fingerprint'),
    /** When the reminder a day before went (once). */
    remindedDayBeforeAt: timestamp('reminded_day_before_at', { withTimezone: true }),
    /** When the reminder an hour before went (once). */
    remindedHourBeforeAt: timestamp('reminded_hour_before_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    unique('reservations_number_unique').on(table.number),
    unique('reservations_customer_idempotency_unique').on(table.customerId, table.idempotencyKey),
    index('reservations_slot_idx').on(table.slotId),
    // Reservations per period (administrators' statistics).
    index('reservations_created_idx').on(table.createdAt),
    index('reservations_customer_newest_idx').on(
      table.customerId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
    index('reservations_provider_newest_idx').on(
      table.providerId,
      table.createdAt.desc(),
      table.id.desc(),
    ),
  ],
);

/** Accounts waiting for a seat of a full slot, first come first offered. */
export const slotWaitlist = pgTable(
  'slot_waitlist',
  {
    slotId: uuid('slot_id')
      .notNull()
      .references(() => serviceSlots.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seats: integer('seats').notNull(),
    /** While set and ahead, `seats` of the slot are held for this account. */
    offeredUntil: timestamp('offered_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.slotId, table.userId] })],
);

/**
 * An account's private iCalendar feed: whoever knows the secret reads it. Only the secret's
 * SHA-256 (hex) is kept; the address is shown once, when made.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull().unique('calendar_feeds_secret_hash_unique'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ServiceScheduleRow = typeof serviceSchedules.$inferSelect;
export type NewServiceScheduleRow = typeof serviceSchedules.$inferInsert;
export type ServiceSlotRow = typeof serviceSlots.$inferSelect;
export type NewServiceSlotRow = typeof serviceSlots.$inferInsert;
export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;
export type SlotWaitlistRow = typeof slotWaitlist.$inferSelect;
