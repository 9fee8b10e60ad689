import {
  accountReservationsQuery,
  myReservationsQuery,
  reservation,
  reservationIdParams,
  reservationPage,
  reserveSlotBody,
  slotIdParams,
  slotsStats,
  slotsStatsQuery,
  updateReservationBody,
  userIdParams,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fingerprintOf } from '../../http/idempotency';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import { SIGNED_IN, tags, type BookingsRoutesOptions } from './bookings-route-options';

/** Booking a slot; reservations listed, read and moved on by their two sides; the month's counts. */
export const reservationsRoutes: FastifyPluginAsyncZod<BookingsRoutesOptions> = async (
  app,
  { service },
) => {
  app.post(
    '/services/slots/:slotId/reservations',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Reserve seats of a slot',
        description:
          'The seats are taken by one guarded update: 409 CONFLICT when they are no longer free. ' +
          'A repeat with the same `idempotency_key` answers the same reservation with 200 (201 ' +
          'when made now); with other seats or another note, 422 IDEMPOTENCY_KEY_REUSED. Confirmed at once or requested, as the service is set up.',
        tags,
        params: slotIdParams,
        body: reserveSlotBody,
        response: { 200: reservation, 201: reservation, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { reservation: made, created } = await service.reserve(
        signedInAccount(request),
        request.params.slotId,
        request.body,
        fingerprintOf(request),
      );
      return reply.code(created ? 201 : 200).send(made);
    },
  );

  app.get(
    '/services/reservations',
    {
      config: SIGNED_IN,
      schema: {
        summary: "The caller's bookings (role customer) or its services' reservations (provider)",
        description: 'Newest first, 20 a page; pass `next_cursor` as `cursor` for the next.',
        tags,
        querystring: myReservationsQuery,
        response: { 200: reservationPage, ...errorResponses },
      },
    },
    async (request) => service.myReservations(signedInAccount(request), request.query),
  );

  app.get(
    '/admin/users/:id/reservations',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: "One account's bookings (role customer) or its services' reservations (provider)",
        description:
          'For its page in the user manager: newest first, 20 a page, as the account sees them.',
        tags: [...tags, 'admin'],
        params: userIdParams,
        querystring: accountReservationsQuery,
        response: { 200: reservationPage, ...errorResponses },
      },
    },
    async (request) => service.myReservations({ id: request.params.id }, request.query),
  );

  app.get(
    '/services/reservations/:id',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'One reservation, for its customer and its provider',
        tags,
        params: reservationIdParams,
        response: { 200: reservation, ...errorResponses },
      },
    },
    async (request) => service.reservation(signedInAccount(request), request.params.id),
  );

  app.patch(
    '/services/reservations/:id',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Accept, cancel, complete or mark a no-show',
        description:
          "Only to a status of the reservation's `next_statuses` for the caller; anything else " +
          'is a 409 saying why. The other side is notified and mailed.',
        tags,
        params: reservationIdParams,
        body: updateReservationBody,
        response: { 200: reservation, ...errorResponses },
      },
    },
    async (request) => service.setStatus(signedInAccount(request), request.params.id, request.body),
  );

  app.get(
    '/products/me/services/slots/stats',
    {
      config: { access: ['BUYER', 'SELLER'] },
      schema: {
        summary: "The caller's slots and reservations this month (the Slots badge)",
        description:
          '`my_slots_count`: slots of its services starting this month (not cancelled); ' +
          '`my_reservations_count`: reservations it made or received this month (not cancelled).',
        tags,
        querystring: slotsStatsQuery,
        response: { 200: slotsStats, ...errorResponses },
      },
    },
    async (request) => service.stats(signedInAccount(request)),
  );
};
