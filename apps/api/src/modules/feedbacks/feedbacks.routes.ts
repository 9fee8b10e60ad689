import {
  createFeedbackBody,
  feedback,
  feedbackIdParams,
  feedbackReplyBody,
  feedbackReportBody,
  hideFeedbackBody,
  myFeedbacks,
  ownerIdParams,
  reportedFeedbackPage,
  reportedFeedbacksQuery,
  sellerFeedbacks,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { FeedbacksService } from './feedbacks.service';

export interface FeedbacksRoutesOptions {
  service: FeedbacksService;
}

/** Spec §6: Feedbacks is for buyers and sellers. */
const BUYERS_AND_SELLERS = { access: ['BUYER', 'SELLER'] } as const;
const tags = ['feedbacks'];

export const feedbacksRoutes: FastifyPluginAsyncZod<FeedbacksRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/users/me/feedbacks',
    {
      config: BUYERS_AND_SELLERS,
      schema: {
        summary: 'My feedbacks: what waits for my review, what I wrote, what I received',
        description:
          'Fulfilled orders and completed bookings not reviewed yet, newest first; my reviews; the reviews of me as a seller, hidden ones with the reason; my rating.',
        tags,
        response: { 200: myFeedbacks, ...errorResponses },
      },
    },
    async (request) => service.mine(signedInAccount(request)),
  );

  app.post(
    '/feedbacks',
    {
      config: BUYERS_AND_SELLERS,
      schema: {
        summary: 'Review the seller of a fulfilled order or a completed booking',
        description:
          'Only the buyer, once the order is fulfilled or the booking completed (403 otherwise); one review each (409 for a second). The seller is notified.',
        tags,
        body: createFeedbackBody,
        response: { 201: feedback, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(signedInAccount(request), request.body)),
  );

  app.put(
    '/feedbacks/:id/reply',
    {
      config: BUYERS_AND_SELLERS,
      schema: {
        summary: "The seller's reply to a review",
        description: 'Only the seller reviewed (403), once (409).',
        tags,
        params: feedbackIdParams,
        body: feedbackReplyBody,
        response: { 200: feedback, ...errorResponses },
      },
    },
    async (request) =>
      service.reply(signedInAccount(request), request.params.id, request.body.text),
  );

  app.post(
    '/feedbacks/:id/reports',
    {
      config: { access: 'signed-in' },
      schema: {
        summary: 'Report a review to the administrators',
        description:
          'Any signed-in account but its author; a second report of the same account changes nothing. Limited per account (429). Answers 204.',
        tags,
        params: feedbackIdParams,
        body: feedbackReportBody,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.report(signedInAccount(request), request.params.id, request.body.reason);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/feedbacks/reports',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Reported reviews (administrators)',
        description:
          'The most recently reported first, each with its report count and newest reports; `state=open` (default) leaves out hidden ones. Keyset-paged by `next_cursor`.',
        tags,
        querystring: reportedFeedbacksQuery,
        response: { 200: reportedFeedbackPage, ...errorResponses },
      },
    },
    async (request) => service.reported(request.query),
  );

  app.put(
    '/admin/feedbacks/:id/hidden',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Hide a review (administrators)',
        description:
          "It leaves the seller's rating and public pages; its author is notified with the reason. 409 when hidden already.",
        tags,
        params: feedbackIdParams,
        body: hideFeedbackBody,
        response: { 200: feedback, ...errorResponses },
      },
    },
    async (request) =>
      service.hide(signedInAccount(request), request.params.id, request.body.reason),
  );

  app.get(
    '/owners/:id/feedbacks',
    {
      config: { access: 'public' },
      schema: {
        summary: "A seller's rating and newest reviews",
        description: 'Visible reviews only, newest first.',
        tags,
        params: ownerIdParams,
        response: { 200: sellerFeedbacks, ...errorResponses },
      },
    },
    async (request) => service.ofSeller(request.params.id),
  );
};
