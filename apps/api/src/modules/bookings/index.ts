import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { createBookingsRepository } from './bookings.repository';
import { bookingsRoutes } from './bookings.routes';
import { createBookingsService } from './bookings.service';
import { bookingMailSubscribers, bookingNotificationSubscribers } from './bookings.subscribers';

export interface BookingsModuleOptions {
  clock: Clock;
  /** Where the web is: links in mails and the calendar feed's address. */
  publicUrl: string;
}

/** Service bookings: schedules, slots with seats, reservations (issue 18, ADR 0051). */
export const bookingsModule = fp<BookingsModuleOptions>(
  async (app, { clock, publicUrl }) => {
    const repository = createBookingsRepository(app.db);
    const service = createBookingsService({
      repository,
      events: app.domainEvents,
      publicUrl,
      clock,
    });
    for (const subscriber of [
      ...bookingNotificationSubscribers(app.notifications),
      ...bookingMailSubscribers({ repository, mailer: app.mailer, publicUrl }),
    ]) {
      app.domainEvents.subscribe(subscriber);
    }
    await app.register(bookingsRoutes, { prefix: API_PREFIX, service });
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
      'mailer-module',
    ],
  },
);
