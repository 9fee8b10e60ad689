import {
  accountPictureRules,
  homepageContent,
  homepageDraft,
  homepageEntry,
  homepageEntryBody,
  homepageEntryParams,
  homepageOrderBody,
  homepagePreviewQuery,
  pickLocale,
  requestHeaders,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withUploadedFile } from '../../http/multipart';
import { errorResponses } from '../../http/responses';
import { auditActorOf } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { HomepageService } from './homepage.service';

export interface HomepageRoutesOptions {
  service: HomepageService;
}

const tags = ['homepage'];

/** The home page's content for visitors, and the administrators' homepage settings. */
export const homepageRoutes: FastifyPluginAsyncZod<HomepageRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/homepage',
    {
      config: { access: 'public' },
      schema: {
        summary: 'What the home page shows now: banners, featured categories and listings',
        description:
          "The newest publication's entries whose schedule covers now; banners of the Accept-Language header's language. Featured listings that are no longer public drop out.",
        tags,
        response: { 200: homepageContent, ...errorResponses },
      },
    },
    async (request) => service.visitorContent(pickLocale(request.headers[requestHeaders.language])),
  );

  app.get(
    '/admin/homepage',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'The draft of the home page, when it was published and whether it changed since',
        tags,
        response: { 200: homepageDraft, ...errorResponses },
      },
    },
    async () => service.draft(),
  );

  app.get(
    '/admin/homepage/preview',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'The draft as a visitor of `locale` would see the home page at the moment `at`',
        tags,
        querystring: homepagePreviewQuery,
        response: { 200: homepageContent, ...errorResponses },
      },
    },
    async (request) => service.preview(new Date(request.query.at), request.query.locale),
  );

  app.post(
    '/admin/homepage/entries',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Add a banner, a featured category or a featured listing to the draft',
        description:
          'Last of its group. 400 when a featured category is hidden or of another division, or a featured listing is not live.',
        tags,
        body: homepageEntryBody,
        response: { 201: homepageEntry, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(request.body, auditActorOf(request))),
  );

  app.put(
    '/admin/homepage/entries/:id',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Change an entry of the draft (its kind stays)',
        tags,
        params: homepageEntryParams,
        body: homepageEntryBody,
        response: { 200: homepageEntry, ...errorResponses },
      },
    },
    async (request) => service.update(request.params.id, request.body, auditActorOf(request)),
  );

  app.delete(
    '/admin/homepage/entries/:id',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Remove an entry from the draft',
        tags,
        params: homepageEntryParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.remove(request.params.id, auditActorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/homepage/entries/:id/picture',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Set a banner\'s picture (multipart field "file": JPEG, PNG or WebP)',
        tags,
        consumes: ['multipart/form-data'],
        params: homepageEntryParams,
        response: { 200: homepageEntry, ...errorResponses },
      },
    },
    async (request) =>
      withUploadedFile(request, accountPictureRules.maxBytes, (file) =>
        service.setPicture(request.params.id, file, auditActorOf(request)),
      ),
  );

  app.put(
    '/admin/homepage/order',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary:
          'Order one group of the draft (the banners of a locale, or one kind of a division)',
        description: 'Every entry of the group, each once, in the new order.',
        tags,
        body: homepageOrderBody,
        response: { 200: homepageDraft, ...errorResponses },
      },
    },
    async (request) => service.reorder(request.body.ids, auditActorOf(request)),
  );

  app.post(
    '/admin/homepage/publish',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Publish the draft: visitors see its entries by their schedules from now on',
        description: '400 while a banner has no picture.',
        tags,
        response: { 200: homepageDraft, ...errorResponses },
      },
    },
    async (request) => service.publish(auditActorOf(request)),
  );
};
