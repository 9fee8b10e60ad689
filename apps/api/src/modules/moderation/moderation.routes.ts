import {
  listingIdParams,
  listingReportBody,
  moderationCaseDetail,
  moderationCasePage,
  moderationQueueQuery,
  moderationReasonBody,
  ownerRevision,
  ownerRevisionList,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';
import { auditActorOf, signedInAccount } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { ModerationService } from './moderation.service';
import { moderationWordRoutes } from './moderation-words.routes';

export interface ModerationRoutesOptions {
  service: ModerationService;
}

const tags = ['moderation'];

/** The moderation queue of listings, its decisions, the owner's resubmission and users' reports. */
export const moderationRoutes: FastifyPluginAsyncZod<ModerationRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/moderation/listings',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'The moderation queue of listings',
        description:
          'Most recently changed first. `state=open` (default) is every case waiting for someone; filter by `flag` (the rule or reports) and `section`. Keyset-paged by `next_cursor`.',
        tags,
        querystring: moderationQueueQuery,
        response: { 200: moderationCasePage, ...errorResponses },
      },
    },
    async (request) => service.queue(request.query),
  );

  app.get(
    '/admin/moderation/listings/:id',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: "A listing's moderation case with its full history",
        tags,
        params: listingIdParams,
        response: { 200: moderationCaseDetail, ...errorResponses },
      },
    },
    async (request) => service.detail(request.params.id),
  );

  app.post(
    '/admin/moderation/listings/:id/request-revision',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Ask the owner to revise a listing; it is hidden until approved',
        tags,
        params: listingIdParams,
        body: moderationReasonBody,
        response: { 200: moderationCaseDetail, ...errorResponses },
      },
    },
    async (request) =>
      service.requestRevision(auditActorOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/admin/moderation/listings/:id/approve',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Approve a flagged or resubmitted listing; a held one is public again',
        tags,
        params: listingIdParams,
        response: { 200: moderationCaseDetail, ...errorResponses },
      },
    },
    async (request) => service.approve(auditActorOf(request), request.params.id),
  );

  app.post(
    '/admin/moderation/listings/:id/block',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Block a listing with a reason; its owner is told',
        tags,
        params: listingIdParams,
        body: moderationReasonBody,
        response: { 200: moderationCaseDetail, ...errorResponses },
      },
    },
    async (request) => service.block(auditActorOf(request), request.params.id, request.body.reason),
  );

  await app.register(moderationWordRoutes, { service });

  app.post(
    '/products/:id/reports',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Report a listing to the administrators',
        description:
          'Any signed-in account but its owner, of a public listing; a second report of the same account changes nothing. Limited per account (429). Answers 204.',
        tags,
        params: listingIdParams,
        body: listingReportBody,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.report(signedInAccount(request), request.params.id, request.body.reason);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/products/me/revision-requests',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: "The signed-in owner's listings with a revision requested or resubmitted",
        tags,
        response: { 200: ownerRevisionList, ...errorResponses },
      },
    },
    async (request) => service.revisionsOf(signedInAccount(request)),
  );

  app.post(
    '/products/:id/resubmit',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Send a revised listing back to the administrators (its owner only)',
        tags,
        params: listingIdParams,
        response: { 200: ownerRevision, ...errorResponses },
      },
    },
    async (request) => service.resubmit(auditActorOf(request), request.params.id),
  );
};
