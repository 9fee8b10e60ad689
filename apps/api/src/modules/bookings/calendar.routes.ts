import {
  calendarFeed,
  importBusyTimesBody,
  importedBusyTimes,
  newCalendarFeed,
  serviceListingParams,
} from '@bazaar/contracts';
import { readFile } from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../errors';
import { withUploadedFile } from '../../http/multipart';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import { BUSY_TIMES_MAX_BYTES, type CalendarService } from './calendar.service';

export interface CalendarRoutesOptions {
  service: CalendarService;
}

const SIGNED_IN = { access: 'signed-in' } as const;
const tags = ['bookings'];

/** Calendar feeds and busy-time imports (issue 18). */
export const calendarRoutes: FastifyPluginAsyncZod<CalendarRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/services/calendar-feed',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Whether the caller has a private calendar feed, and since when (not its address)',
        tags,
        response: { 200: calendarFeed, ...errorResponses },
      },
    },
    async (request) => service.feed(signedInAccount(request)),
  );

  app.post(
    '/services/calendar-feed',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Make a new secret feed address (the old one stops working)',
        description: 'The address is in this answer only: the api keeps a hash of its secret.',
        tags,
        response: { 200: newCalendarFeed, ...errorResponses },
      },
    },
    async (request) => service.renewFeed(signedInAccount(request)),
  );

  app.delete(
    '/services/calendar-feed',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Revoke the feed address',
        tags,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.revokeFeed(signedInAccount(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/calendar/:file',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A private iCalendar feed (`{secret}.ics`) of bookings made and received',
        description:
          'Whoever knows the address reads it: no sign-in, as calendar apps subscribe. Each ' +
          "event in its service's time zone (TZID with VTIMEZONE).",
        tags,
        params: z.object({ file: z.string().max(100) }),
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(await service.feedCalendar(request.params.file)),
  );

  app.post(
    '/services/:listingId/busy-times',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Import busy times that block slots (the owner)',
        description:
          'JSON `{ url }` of an .ics address (read within 10 s, at most 2 MB), or an .ics file ' +
          'as multipart/form-data in the field "file". The busy periods block the future slots ' +
          'they overlap; slots an earlier import blocked and this one does not are free again.',
        tags,
        consumes: ['application/json', 'multipart/form-data'],
        params: serviceListingParams,
        response: { 200: importedBusyTimes, ...errorResponses },
      },
    },
    async (request) => {
      const account = signedInAccount(request);
      const { listingId } = request.params;
      if (request.isMultipart()) {
        const text = await withUploadedFile(request, BUSY_TIMES_MAX_BYTES, (file) =>
          readFile(file.path, 'utf8'),
        );
        return service.importBusyTimes(account, listingId, { text });
      }
      const body = importBusyTimesBody.safeParse(request.body);
      if (!body.success) {
        throw new ValidationError([
          { field: 'url', message: 'Give the address of an .ics calendar (http or https)' },
        ]);
      }
      return service.importBusyTimes(account, listingId, body.data);
    },
  );
};
