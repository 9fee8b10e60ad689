import type { OpeningHours, ServiceSchedule } from '@bazaar/contracts';
import { DateTime } from 'luxon';
import type { Clock } from '../lib/clock';
import {
  createBookingsRepository,
  createBookingsService,
  bookingNotificationSubscribers,
} from '../modules/bookings';
import { actingAs, demoEvents, demoNotificationsService, type DemoSeedStep } from './demo-services';
import { demoAccountIds } from './plan';
import { requestFingerprint } from '../lib/request-fingerprint';

/*
 * The demo's service bookings: every published Services listing gets a schedule (weekdays and
 * Saturday mornings in Berlin), so its item page shows bookable slots, and a few demo buyers
 * have booked some, so the providers' calendars and the buyers' reservations are not empty.
 */

const WEEKDAYS: OpeningHours[] = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  opens: '09:00',
  closes: '17:00',
}));
const SATURDAY: OpeningHours = { weekday: 6, opens: '10:00', closes: '14:00' };

/** The schedule of the `index`-th service: appointments for one, a class of several now and then. */
export function demoSchedule(index: number, durationMinutes: number): ServiceSchedule {
  const long = durationMinutes > 120;
  return {
    time_zone: 'Europe/Berlin',
    weekly_hours: long
      ? WEEKDAYS.map((hours) => ({ ...hours, opens: '08:00', closes: '18:00' }))
      : [...WEEKDAYS, SATURDAY],
    exceptions: [],
    slot_minutes: long ? Math.min(durationMinutes, 600) : durationMinutes,
    buffer_minutes: long ? 0 : 15,
    seats_per_slot: index % 4 === 0 ? 8 : 1,
    lead_time_hours: 2,
    horizon_days: 28,
    cancellation_window_hours: 24,
    confirmation: index % 3 === 0 ? 'provider_accepts' : 'instant',
  };
}

/** The demo buyers who book (confirmed or waiting for the provider). */
const BOOKERS = ['buyer1', 'buyer2', 'buyer3'];

/**
 * Saves the schedules and books a few slots through the bookings service, in the seed's
 * transaction `tx`. The providers are told of their bookings (their notifications wait unviewed);
 * nobody is mailed. Returns how many reservations were made.
 */
export const seedDemoBookings: DemoSeedStep = async (tx, plan, now, log) => {
  const clock: Clock = { now: () => now };
  const events = demoEvents(tx, clock, log);
  const notifications = demoNotificationsService(tx, events, clock);
  for (const subscriber of bookingNotificationSubscribers(notifications)) {
    events.subscribe(subscriber);
  }
  const repository = createBookingsRepository(tx);
  const bookings = createBookingsService({ repository, events, clock });
  const typeOf = new Map(plan.users.map((user) => [user.id, user.accountType ?? 'BUYER']));
  const acting = (id: string) => actingAs({ id, type: typeOf.get(id) ?? 'BUYER' });

  const services = plan.listings.filter(
    (listing) =>
      listing.section === 'services' &&
      listing.status === 'active' &&
      listing.draftState === 'sent',
  );
  for (const [index, listing] of services.entries()) {
    const duration = Number(
      (listing.attributes as { duration_minutes?: number }).duration_minutes ?? 60,
    );
    await bookings.saveSchedule(acting(listing.ownerId), listing.id, demoSchedule(index, duration));
  }

  const idOf = demoAccountIds(plan);
  const bookers = BOOKERS.map((name) => idOf.get(name)).filter((id): id is string => !!id);
  const inDays = (days: number) => DateTime.fromJSDate(now).plus({ days }).toJSDate();
  let made = 0;
  // Services of the bookers themselves are left alone: their bells hold only what the orders say.
  const booked = services.filter((listing) => !bookers.includes(listing.ownerId)).slice(0, 9);
  for (const [index, listing] of booked.entries()) {
    const customerId = bookers[index % bookers.length];
    if (!customerId) continue;
    const slots = await repository.slotsBetween(listing.id, inDays(2 + (index % 5)), inDays(12));
    const slot = slots[index % Math.max(slots.length, 1)];
    if (!slot) continue;
    const body = {
      seats: slot.seats > 1 ? 2 : 1,
      note: 'Booked from the demo. Looking forward to it!',
      idempotency_key: `demo-booking-${index}`,
    };
    const route = '/services/slots/:slotId/reservations';
    const params = { slotId: slot.id };
    const fingerprint = requestFingerprint({
      method: 'POST',
      route,
      callerId: customerId,
      params,
      body,
    });
    await bookings.reserve(acting(customerId), slot.id, body, fingerprint);
    made += 1;
  }
  if (made === 0) log.warn('the demo made no service bookings');
  return made;
};
