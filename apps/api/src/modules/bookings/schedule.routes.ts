import {
  createServiceSlotBody,
  serviceListingParams,
  serviceSchedule,
  serviceSlot,
  serviceSlotList,
  serviceSlotsQuery,
  slotIdParams,
  updateServiceSlotBody,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import { SIGNED_IN, tags, type BookingsRoutesOptions } from './bookings-route-options';

/** A provider's schedule and slots, and a service's slots for anybody. */
export const scheduleRoutes: FastifyPluginAsyncZod<BookingsRoutesOptions> = async (
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
};
