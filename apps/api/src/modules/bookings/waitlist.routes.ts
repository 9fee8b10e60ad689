import {
  joinWaitlistBody,
  myWaitlistEntries,
  serviceListingParams,
  slotIdParams,
  waitlistEntry,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import { SIGNED_IN, tags, type BookingsRoutesOptions } from './bookings-route-options';

/** The waiting lists of full slots. */
export const waitlistRoutes: FastifyPluginAsyncZod<BookingsRoutesOptions> = async (
  app,
  { service },
) => {
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
