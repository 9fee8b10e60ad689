import { z } from 'zod';
import { SLOTS_STATS_PERIOD } from './constants';
import { AD_SERVICE_ID, slotColours } from './enums';
import { moneySchema } from './money';
import { idempotencyKeySchema } from './orders';

/*
 * Service bookings (spec §1 Services with slots and reservations, §2 /profile/slots, §3 slots
 * summary and slot colours, §7 slots stats): a provider's schedule in wall-clock times of its
 * time zone becomes concrete slots with seats; customers reserve seats, which the database
 * guards so a slot is never overbooked.
 */

export const bookingLimits = {
  slotMinutesMin: 5,
  slotMinutesMax: 12 * 60,
  bufferMinutesMax: 4 * 60,
  seatsMax: 500,
  leadTimeHoursMax: 30 * 24,
  horizonDaysMax: 365,
  cancellationWindowHoursMax: 30 * 24,
  /** Days one slots query may span. */
  slotsQueryDaysMax: 62,
  noteMax: 1_000,
  reasonMax: 500,
  /** How long a waiting-list offer of a freed seat stays open. */
  waitlistOfferMinutes: 30,
} as const;

/** A wall-clock time of day, `HH:MM` (24 h). */
export const wallClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time as HH:MM');
/** A calendar date, `YYYY-MM-DD`. */
export const calendarDate = z.iso.date();

/** ISO weekday: 1 Monday … 7 Sunday. */
export const isoWeekday = z.number().int().min(1).max(7);

export const openingHours = z.object({
  weekday: isoWeekday,
  opens: wallClockTime,
  closes: wallClockTime,
});
export type OpeningHours = z.infer<typeof openingHours>;

/** A day that differs from the week: closed (a holiday), or open at other or extra hours. */
export const scheduleException = z.object({
  date: calendarDate,
  kind: z.enum(['closed', 'extra_hours']),
  /** For `extra_hours`: the hours open that day, added to the week's. */
  opens: wallClockTime.nullable(),
  closes: wallClockTime.nullable(),
  note: z.string().trim().max(200),
});
export type ScheduleException = z.infer<typeof scheduleException>;

/** Whether a reservation is confirmed at once or waits for the provider to accept it. */
export const confirmationModes = ['instant', 'provider_accepts'] as const;
export type ConfirmationMode = (typeof confirmationModes)[number];

/** `GET` / `PUT /services/{listingId}/schedule` (the listing's owner only). */
export const serviceSchedule = z
  .object({
    /** IANA time zone the hours are in (`Europe/Berlin`). */
    time_zone: z.string().min(1).max(64),
    weekly_hours: z.array(openingHours).max(7 * 6),
    exceptions: z.array(scheduleException).max(366),
    slot_minutes: z
      .number()
      .int()
      .min(bookingLimits.slotMinutesMin)
      .max(bookingLimits.slotMinutesMax),
    buffer_minutes: z.number().int().min(0).max(bookingLimits.bufferMinutesMax),
    seats_per_slot: z.number().int().min(1).max(bookingLimits.seatsMax),
    /** No reservation less than this many hours ahead. */
    lead_time_hours: z.number().int().min(0).max(bookingLimits.leadTimeHoursMax),
    /** How many days ahead people may book. */
    horizon_days: z.number().int().min(1).max(bookingLimits.horizonDaysMax),
    /** Either side may cancel until this many hours before the start. */
    cancellation_window_hours: z
      .number()
      .int()
      .min(0)
      .max(bookingLimits.cancellationWindowHoursMax),
    confirmation: z.enum(confirmationModes),
  })
  .meta({ id: 'ServiceSchedule' });
export type ServiceSchedule = z.infer<typeof serviceSchedule>;
export const serviceListingParams = z.object({ listingId: z.uuid() });

/** One concrete slot of a service. */
export const serviceSlot = z
  .object({
    id: z.uuid(),
    listing_id: z.uuid(),
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
    time_zone: z.string(),
    seats: z.number().int().nonnegative(),
    seats_taken: z.number().int().nonnegative(),
    /** A per-occurrence price, else the listing's. */
    price: moneySchema.nullable(),
    /** Spec §3's scheduler colours. */
    state: z.enum(slotColours),
    cancelled: z.boolean(),
    /** Busy in the provider's other calendar (imported busy times): not reservable meanwhile. */
    blocked: z.boolean(),
    /**
     * Whether the asking account can reserve it now (not cancelled nor blocked, inside lead time
     * and horizon, seats free for it). Live pushes are public: they tell it for an account that
     * holds no seats of it.
     */
    bookable: z.boolean(),
    /**
     * Seats of it held for the asking account by a waiting-list offer (free for it, counted in
     * `seats_taken` for everyone). Always 0 in live pushes and for visitors.
     */
    held_for_you: z.number().int().nonnegative(),
    /** Made by hand (drag to create) rather than from the weekly hours. */
    manual: z.boolean(),
  })
  .meta({ id: 'ServiceSlot' });
export type ServiceSlot = z.infer<typeof serviceSlot>;
export const serviceSlotList = z.array(serviceSlot).meta({ id: 'ServiceSlotList' });
/**
 * Many slots of one service changed at once (a schedule saved, busy times imported): the slots
 * as they are now, and the ids of those that are gone.
 */
export const serviceSlotsChanged = z.object({
  listing_id: z.uuid(),
  slots: z.array(serviceSlot),
  removed: z.array(z.uuid()),
});
export type ServiceSlotsChanged = z.infer<typeof serviceSlotsChanged>;
export const slotIdParams = z.object({ slotId: z.uuid() });

/** `GET /services/{listingId}/slots?from&to` (public): full slots are listed too, greyed by the web. */
export const serviceSlotsQuery = z.object({ from: calendarDate, to: calendarDate });

/** `POST /services/{listingId}/slots` (owner): a slot by hand. */
export const createServiceSlotBody = z.object({
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  seats: z.number().int().min(1).max(bookingLimits.seatsMax),
  price_minor: z.number().int().nonnegative().nullable().optional(),
});
export type CreateServiceSlotBody = z.infer<typeof createServiceSlotBody>;

/**
 * `PATCH /services/slots/{slotId}` (owner): one occurrence moved, its seats or price changed, or
 * cancelled (its reservations are cancelled and their customers notified). Seats never go below
 * those taken.
 */
export const updateServiceSlotBody = z
  .object({
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
    seats: z.number().int().min(1).max(bookingLimits.seatsMax),
    price_minor: z.number().int().nonnegative().nullable(),
    cancelled: z.literal(true),
  })
  .partial();
export type UpdateServiceSlotBody = z.infer<typeof updateServiceSlotBody>;

export const reservationStatuses = [
  'requested',
  'confirmed',
  'cancelled',
  'completed',
  'no_show',
] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

export const bookingParty = z.object({ id: z.uuid(), display_name: z.string() });

export const reservation = z
  .object({
    id: z.uuid(),
    number: z.number().int(),
    status: z.enum(reservationStatuses),
    status_reason: z.string().nullable(),
    /** Who cancelled, when cancelled. */
    cancelled_by: z.enum(['customer', 'provider']).nullable(),
    service: z.object({
      listing_id: z.uuid(),
      title: z.string(),
      picture_url: z.string().nullable(),
      link: z.string().nullable(),
    }),
    slot: z.object({
      id: z.uuid(),
      starts_at: z.iso.datetime(),
      ends_at: z.iso.datetime(),
      time_zone: z.string(),
    }),
    provider: bookingParty,
    customer: bookingParty,
    seats: z.number().int().positive(),
    /** Seats × the slot's price when it was reserved; paid offline, like orders. */
    total: moneySchema.nullable(),
    /** The customer's contact note. */
    note: z.string(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    /** Until when the caller may still cancel; null when it may not. */
    cancellable_until: z.iso.datetime().nullable(),
    /** The statuses the caller may move this reservation to now. */
    next_statuses: z.array(z.enum(reservationStatuses)),
  })
  .meta({ id: 'Reservation' });
export type Reservation = z.infer<typeof reservation>;
/** `GET /services/reservations/{id}`: for its customer and its provider (anybody else: 404). */
export const reservationIdParams = z.object({ id: z.uuid() });

/** `POST /services/slots/{slotId}/reservations`: 409 CONFLICT when the seats are no longer free. */
export const reserveSlotBody = z.object({
  seats: z.number().int().min(1).max(bookingLimits.seatsMax),
  note: z.string().trim().max(bookingLimits.noteMax),
  idempotency_key: idempotencyKeySchema,
});
export type ReserveSlotBody = z.infer<typeof reserveSlotBody>;

/** `PATCH /services/reservations/{id}`: accept, cancel (with a reason), complete, no-show. */
export const updateReservationBody = z.object({
  status: z.enum(reservationStatuses),
  reason: z.string().trim().max(bookingLimits.reasonMax).optional(),
});

/**
 * `GET /services/reservations?role=…`: the caller's bookings (customer) or those of its services
 * (provider), newest first, 20 a page.
 */
export const reservationRoles = ['customer', 'provider'] as const;
export type ReservationRole = (typeof reservationRoles)[number];
/** `/profile/slots`' query parameters that open it on one reservation, from its side. */
export const RESERVATION_FOCUS = { reservation: 'reservation', role: 'role' } as const;

/**
 * The page that opens on one reservation, on the reader's side (issue 35): a provider's on the
 * reservation's service, among whose reservations it is; a customer's among its bookings.
 */
export function reservationPagePath(
  focus:
    | { role: 'customer'; reservationId: string }
    | { role: 'provider'; reservationId: string; listingId: string },
): string {
  const query = new URLSearchParams({
    section: 'reservations',
    [RESERVATION_FOCUS.role]: focus.role,
  });
  if (focus.role === 'provider') query.set(AD_SERVICE_ID, focus.listingId);
  query.set(RESERVATION_FOCUS.reservation, focus.reservationId);
  return `/profile/slots?${query.toString()}`;
}

/** How many reservations `GET /services/reservations` answers a page. */
export const RESERVATIONS_PAGE_SIZE = 20;
export const myReservationsQuery = z.object({
  role: z.enum(reservationRoles),
  listing_id: z.uuid().optional(),
  status: z.enum(reservationStatuses).optional(),
  cursor: z.string().max(200).optional(),
});
/**
 * `GET /admin/users/{id}/reservations?role=…` (administrators): one account's bookings
 * (customer) or its services' reservations (provider), for its page in the user manager.
 */
export const accountReservationsQuery = myReservationsQuery.pick({ role: true, cursor: true });

export const reservationPage = z
  .object({ items: z.array(reservation), next_cursor: z.string().nullable() })
  .meta({ id: 'ReservationPage' });
export type ReservationPage = z.infer<typeof reservationPage>;

/**
 * `GET /products/me/services/slots/stats?period=month` (spec §7, BUYER and SELLER): the caller's
 * slots this month and its reservations (bookings made and received) this month; their sum is
 * the Slots badge.
 */
export const slotsStatsQuery = z.object({ period: z.literal(SLOTS_STATS_PERIOD) });
export const slotsStats = z
  .object({
    my_slots_count: z.number().int().nonnegative(),
    my_reservations_count: z.number().int().nonnegative(),
  })
  .meta({ id: 'SlotsStats' });
export type SlotsStats = z.infer<typeof slotsStats>;

/**
 * The waiting list of a full slot: `POST` / `DELETE /services/slots/{slotId}/waitlist`. When a
 * seat frees, the first waiting account is offered it by notification for
 * `waitlistOfferMinutes`; it reserves through the usual call.
 */
export const joinWaitlistBody = z.object({
  seats: z.number().int().min(1).max(bookingLimits.seatsMax),
});
export type JoinWaitlistBody = z.infer<typeof joinWaitlistBody>;
export const waitlistEntry = z
  .object({
    slot_id: z.uuid(),
    seats: z.number().int().positive(),
    position: z.number().int().positive(),
    /** Set while a freed seat is held for this account. */
    offered_until: z.iso.datetime().nullable(),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntry = z.infer<typeof waitlistEntry>;
/** `GET /services/{listingId}/waitlist`: the caller's places on waiting lists of the service's slots to come. */
export const myWaitlistEntries = z
  .object({ items: z.array(waitlistEntry) })
  .meta({ id: 'MyWaitlistEntries' });
export type MyWaitlistEntries = z.infer<typeof myWaitlistEntries>;

/**
 * A private iCalendar feed of the caller's reservations (as customer and as provider):
 * `GET /services/calendar-feed` tells whether one exists and since when, never its address (only
 * a hash of the secret is kept); `POST` makes a new secret address, answered this once (the old
 * one stops working); `DELETE` revokes it. The feed itself is `GET /calendar/{secret}.ics`.
 */
export const calendarFeed = z
  .object({ active: z.boolean(), created_at: z.iso.datetime().nullable() })
  .meta({ id: 'CalendarFeed' });
export type CalendarFeed = z.infer<typeof calendarFeed>;
/** `POST /services/calendar-feed`: the new feed's address, shown only in this answer. */
export const newCalendarFeed = z
  .object({ url: z.string(), created_at: z.iso.datetime() })
  .meta({ id: 'NewCalendarFeed' });
export type NewCalendarFeed = z.infer<typeof newCalendarFeed>;

/**
 * `POST /services/{listingId}/busy-times`: busy times from an `.ics` address (JSON `{ url }`) or an
 * uploaded `.ics` file (multipart field `file`) block the slots they overlap.
 */
export const importBusyTimesBody = z.object({ url: z.url({ protocol: /^https?$/ }) });
export const importedBusyTimes = z
  .object({
    busy_periods: z.number().int().nonnegative(),
    blocked_slots: z.number().int().nonnegative(),
  })
  .meta({ id: 'ImportedBusyTimes' });
export type ImportedBusyTimes = z.infer<typeof importedBusyTimes>;

/**
 * What one busy-times import may read (issue 33, ADR 0087): the api refuses a calendar past any
 * of these with a 400 VALIDATION whose `user_message` is the refusal's text below, which the web
 * shows translated.
 */
export const busyTimesLimits = {
  /** Bytes of an .ics file or address. */
  maxBytes: 2 * 1024 * 1024,
  /** VEVENT components in one calendar. */
  maxEvents: 5_000,
  /** Occurrences of one recurring event within the service's slot horizon. */
  maxOccurrencesPerEvent: 1_000,
  /** Busy periods of the whole calendar within the service's slot horizon. */
  maxBusyPeriods: 20_000,
  /** Seconds a calendar may take to be read (off the event loop). */
  readSeconds: 10,
  /** Memory the reading of one calendar may take, in MB. */
  readMemoryMb: 128,
} as const;

/** Why a busy-times calendar was refused, each with the api's English `user_message`. */
export const busyTimesRefusals = {
  tooLarge: 'This calendar is larger than 2 MB',
  tooManyEvents: `This calendar has more than ${busyTimesLimits.maxEvents.toLocaleString('en')} events`,
  tooManyOccurrences:
    `An event of this calendar repeats more than ${busyTimesLimits.maxOccurrencesPerEvent.toLocaleString('en')} ` +
    'times until the last slot to come',
  tooManyBusyPeriods:
    `This calendar has more than ${busyTimesLimits.maxBusyPeriods.toLocaleString('en')} busy ` +
    'periods until the last slot to come',
  tooSlow: `This calendar could not be read within ${busyTimesLimits.readSeconds} seconds and ${busyTimesLimits.readMemoryMb} MB`,
  notCalendar: 'This is not an iCalendar (.ics) file',
} as const;
export type BusyTimesRefusal = keyof typeof busyTimesRefusals;

/** The refusal whose English `user_message` this is (the web shows it translated), if any. */
export function busyTimesRefusalOf(userMessage: string): BusyTimesRefusal | undefined {
  return (Object.keys(busyTimesRefusals) as BusyTimesRefusal[]).find(
    (refusal) => busyTimesRefusals[refusal] === userMessage,
  );
}
