import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BookingsRoutesOptions } from './bookings-route-options';
import { reservationsRoutes } from './reservations.routes';
import { scheduleRoutes } from './schedule.routes';
import { waitlistRoutes } from './waitlist.routes';

/** Schedules, slots, reservations, the slots stats and the waiting lists (issue 18). */
export const bookingsRoutes: FastifyPluginAsyncZod<BookingsRoutesOptions> = async (
  app,
  { service },
) => {
  // Only the service: the prefix given to this plugin already applies to the routes below.
  for (const routes of [scheduleRoutes, reservationsRoutes, waitlistRoutes]) {
    await app.register(routes, { service });
  }
};
