import {
  AVAILABILITY_NAMESPACE,
  type AvailabilityClientEvents,
  type AvailabilityServerEvents,
} from '@bazaar/contracts';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import {
  availabilityBatchSubscriber,
  availabilitySubscriber,
  serveAvailability,
} from './availability';
import { expireWaitlistOffersJob, extendSlotsJob, sendRemindersJob } from './bookings.jobs';
import { createBookingsRepository } from './bookings.repository';
import { bookingsRoutes } from './bookings.routes';
import { createBookingsService } from './bookings.service';
import { calendarRoutes } from './calendar.routes';
import { createCalendarService } from './calendar.service';
import { bookingAccountSubscribers, bookingNotificationSubscribers } from './bookings.subscribers';

export interface BookingsModuleOptions {
  clock: Clock;
  /** Where the web is: the calendar feed's address and its links. */
  publicUrl: string;
  /** Busy times may be imported from private and loopback addresses (CALENDAR_IMPORT_ALLOW_PRIVATE_ADDRESSES). */
  allowPrivateCalendarAddresses: boolean;
}

/** Service bookings: schedules, slots with seats, reservations (issue 18, ADR 0051). */
export const bookingsModule = fp<BookingsModuleOptions>(
  async (app, { clock, publicUrl, allowPrivateCalendarAddresses }) => {
    const repository = createBookingsRepository(app.db);
    const service = createBookingsService({
      repository,
      events: app.domainEvents,
      clock,
    });
    const calendar = createCalendarService({
      repository,
      bookings: service,
      publicUrl,
      allowPrivateAddresses: allowPrivateCalendarAddresses,
      clock,
      // A reading that failed otherwise than by a limit is a bug, not the calendar's fault.
      reading: { onCrash: (error) => app.log.error({ err: error }, 'calendar reading failed') },
    });
    for (const job of [extendSlotsJob, sendRemindersJob, expireWaitlistOffersJob]) {
      app.jobs.define(job(service));
    }
    const availability = app.realtime.publicNamespace<
      AvailabilityClientEvents,
      AvailabilityServerEvents
    >(AVAILABILITY_NAMESPACE);
    serveAvailability(availability, {
      repository,
      authenticate: (token) => app.authService.authenticate(token),
      endWithSessions: (socket, account) => app.realtime.endWithSessions(socket, account),
    });
    for (const subscriber of [
      availabilitySubscriber(availability, repository),
      availabilityBatchSubscriber(availability, repository),
      ...bookingAccountSubscribers(service),
      ...bookingNotificationSubscribers(app.notifications),
    ]) {
      app.domainEvents.subscribe(subscriber);
    }
    await app.register(bookingsRoutes, { prefix: API_PREFIX, service });
    await app.register(calendarRoutes, { prefix: API_PREFIX, service: calendar });
  },
  {
    name: 'bookings-module',
    dependencies: [
      'db',
      'jobs',
      'domain-events-module',
      'auth',
      'listings-module',
      'notifications-module',
      'realtime-module',
    ],
  },
);

// What the demo seed (src/seed) plays the marketplace through, in its own transaction and time.
export { createBookingsRepository } from './bookings.repository';
export { createBookingsService } from './bookings.service';
export { bookingNotificationSubscribers } from './bookings.subscribers';
