import {
  accountReservationsQuery,
  userIdParams,
  createServiceSlotBody,
  myReservationsQuery,
  reservation,
  reservationIdParams,
  reservationPage,
  reserveSlotBody,
  serviceListingParams,
  serviceSchedule,
  serviceSlot,
  serviceSlotList,
  serviceSlotsQuery,
  slotIdParams,
  slotsStats,
  slotsStatsQuery,
  updateReservationBody,
  updateServiceSlotBody,
  joinWaitlistBody,
  myWaitlistEntries,
  waitlistEntry,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fingerprintOf } from '../../http/idempotency';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { BookingsService } from './bookings.service';

export interface BookingsRoutesOptions {
  service: BookingsService;
}

const SIGNED_IN = { access: 'signed-in' } as const;
const tags = ['bookings'];

/** Schedules, slots, reservations and the slots stats (issue 18). */
export const bookingsRoutes: FastifyPluginAsyncZod<BookingsRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/services/:listingId/schedule',
    {
      config: SIGNED_IN,
      schema: {
        summary: "A service's schedule, for its owner",
        description:
          'Before one is saved, the defaults (no weekly hours). Anybody else gets a 404.',
        tags,
        params: serviceListingParams,
        response: { 200: serviceSchedule, ...errorResponses },
      },
    },
    async (request) => service.getSchedule(signedInAccount(request), request.params.listingId),
  );

  app.put(
    '/services/:listingId/schedule',
    {
      config: SIGNED_IN,
      schema: {
        summary: "Save a service's schedule (its owner)",
        description:
          'Hours are wall-clock times in `time_zone`. Saving makes the slots for the horizon at ' +
          'once: new occurrences are added, those the hours no longer make are removed unless ' +
          'reserved or waited for; slots made or changed by hand stay.',
        tags,
        params: serviceListingParams,
        body: serviceSchedule,
        response: { 200: serviceSchedule, ...errorResponses },
      },
    },
    async (request) =>
      service.saveSchedule(signedInAccount(request), request.params.listingId, request.body),
  );

  app.get(
    '/services/:listingId/slots',
    {
      config: { access: 'public' },
      schema: {
        summary: "A service's slots on the days from..to (in the provider's time zone)",
        description:
          'Full slots are listed too (`bookable` false, state `reserved`); cancelled ones only ' +
          'to the owner. At most 62 days at once.',
        tags,
        params: serviceListingParams,
        querystring: serviceSlotsQuery,
        response: { 200: serviceSlotList, ...errorResponses },
      },
    },
    async (request) => service.slots(request.account, request.params.listingId, request.query),
  );

  app.post(
    '/services/:listingId/slots',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Add a slot by hand (the owner)',
        tags,
        params: serviceListingParams,
        body: createServiceSlotBody,
        response: { 201: serviceSlot, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.createSlot(
            signedInAccount(request),
            request.params.listingId,
            request.body,
          ),
        ),
  );

  app.patch(
    '/services/slots/:slotId',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Change or cancel one slot (the owner)',
        description:
          'Seats never below those taken (409). Cancelling cancels its reservations; their ' +
          'customers are notified.',
        tags,
        params: slotIdParams,
        body: updateServiceSlotBody,
        response: { 200: serviceSlot, ...errorResponses },
      },
    },
    async (request) =>
      service.updateSlot(signedInAccount(request), request.params.slotId, request.body),
  );

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

  app.post(
    '/services/slots/:slotId/waitlist',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Wait for seats of a full slot',
        description:
          'When seats free, the first account waiting is notified and they are held for it for ' +
          '30 minutes; it books them through the usual call. 409 while the seats are free.',
        tags,
        params: slotIdParams,
        body: joinWaitlistBody,
        response: { 201: waitlistEntry, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await service.joinWaitlist(
            signedInAccount(request),
            request.params.slotId,
            request.body.seats,
          ),
        ),
  );

  app.get(
    '/services/:listingId/waitlist',
    {
      config: SIGNED_IN,
      schema: {
        summary: "The caller's places on the waiting lists of a service's slots to come",
        description:
          'With the position in each list and the time until which freed seats are held for the ' +
          'caller, if they are. Empty for a service the caller waits for nothing of.',
        tags,
        params: serviceListingParams,
        response: { 200: myWaitlistEntries, ...errorResponses },
      },
    },
    async (request) => service.myWaitlist(signedInAccount(request), request.params.listingId),
  );

  app.delete(
    '/services/slots/:slotId/waitlist',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Stop waiting for a slot (seats held for the caller go to the next)',
        tags,
        params: slotIdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.leaveWaitlist(signedInAccount(request), request.params.slotId);
      return reply.code(204).send(null);
    },
  );
};
