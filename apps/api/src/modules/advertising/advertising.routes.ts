import {
  advertisingCampaign,
  advertisingCampaignIdParams,
  advertisingCampaignList,
  advertisingCampaignsQuery,
  advertisingClickBody,
  advertisingImpressions,
  advertisingSlots,
  advertisingSlotsQuery,
  advertisingViewsBody,
  createAdvertisingCampaignBody,
  stopAdvertisingCampaignBody,
  updateAdvertisingCampaignBody,
} from '@bazaar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { Clock } from '../../lib/clock';
import { visitorOf } from '../../lib/visitor';
import type { AdvertisingService } from './advertising.service';

export interface AdvertisingRoutesOptions {
  service: AdvertisingService;
  /** The api's key (the access-token key): visitors' day keys are HMACs with it. */
  secret: string;
  clock: Clock;
}

/** Spec §6: Advertising is for sellers and administrators. */
const SELLERS_AND_ADMINS = { access: ['SELLER', 'ADMIN', 'SUPER_ADMIN'] } as const;
const SELLERS = { access: ['SELLER'] } as const;
const PUBLIC = { access: 'public' } as const;
const tags = ['advertising'];
/** The same ads for every visitor: shared caches may keep an answer this long (ADR 0059). */
const SLOTS_MAX_AGE_SECONDS = 30;

export const advertisingRoutes: FastifyPluginAsyncZod<AdvertisingRoutesOptions> = async (
  app,
  { service, secret, clock },
) => {
  const visitor = (request: FastifyRequest) =>
    visitorOf(request, { secret, now: clock.now(), accountId: request.account?.id ?? null });

  app.get(
    '/advertising/campaigns',
    {
      config: SELLERS_AND_ADMINS,
      schema: {
        summary: 'Advertising campaigns: my own, or (administrators) everyone’s',
        description:
          'Newest first, with state, today’s views, clicks and spend, and totals. Administrators may filter by seller, placement and state; a seller asking for another seller gets 403.',
        tags,
        querystring: advertisingCampaignsQuery,
        response: { 200: advertisingCampaignList, ...errorResponses },
      },
    },
    async (request) => service.list(signedInAccount(request), request.query),
  );

  app.post(
    '/advertising/campaigns',
    {
      config: SELLERS,
      schema: {
        summary: 'Promote one of my listings in a placement',
        description:
          'The listing must be the seller’s, published and active (404, 409); one running campaign per listing and placement (409); a CPC bid must fit the daily budget (400); an empty prepaid balance answers 403 INSUFFICIENT_BALANCE.',
        tags,
        body: createAdvertisingCampaignBody,
        response: { 201: advertisingCampaign, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(signedInAccount(request), request.body)),
  );

  app.patch(
    '/advertising/campaigns/:id',
    {
      config: SELLERS_AND_ADMINS,
      schema: {
        summary: 'Change a campaign’s pricing, bid, daily budget or end date',
        description: 'Only its seller (another seller gets 404); not once stopped (409).',
        tags,
        params: advertisingCampaignIdParams,
        body: updateAdvertisingCampaignBody,
        response: { 200: advertisingCampaign, ...errorResponses },
      },
    },
    async (request) => service.update(signedInAccount(request), request.params.id, request.body),
  );

  for (const [action, running] of [
    ['pause', false],
    ['resume', true],
  ] as const) {
    app.post(
      `/advertising/campaigns/:id/${action}`,
      {
        config: SELLERS_AND_ADMINS,
        schema: {
          summary: running ? 'Resume a paused campaign' : 'Pause a campaign',
          description: 'Only its seller (another seller gets 404); not once stopped (409).',
          tags,
          params: advertisingCampaignIdParams,
          response: { 200: advertisingCampaign, ...errorResponses },
        },
      },
      async (request) => service.setRunning(signedInAccount(request), request.params.id, running),
    );
  }

  app.post(
    '/advertising/campaigns/:id/stop',
    {
      config: SELLERS_AND_ADMINS,
      schema: {
        summary: 'Stop a campaign for good',
        description:
          'Its seller stops their own; an administrator stops anyone’s with a `reason` (400 without), which the seller is told in a notification.',
        tags,
        params: advertisingCampaignIdParams,
        body: stopAdvertisingCampaignBody,
        response: { 200: advertisingCampaign, ...errorResponses },
      },
    },
    async (request) =>
      service.stopByViewer(signedInAccount(request), request.params.id, request.body.reason),
  );

  app.get(
    '/advertising/slots',
    {
      config: PUBLIC,
      schema: {
        summary: 'The ads of a page',
        description:
          'Listings promoted in the placement (`division`: of `section`; `search`: matching `q`), ranked by bid (then by match), at most one in six of the page’s `cards`. The same for every visitor: cacheable for 30 seconds.',
        tags,
        querystring: advertisingSlotsQuery,
        response: { 200: advertisingSlots, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', `public, max-age=${SLOTS_MAX_AGE_SECONDS}`);
      return service.slots(request.query);
    },
  );

  app.post(
    '/advertising/views',
    {
      config: PUBLIC,
      schema: {
        summary: 'Report the ads a page showed',
        description:
          'One beacon per page. Each campaign counts a visitor’s view once a day (signed out, the visitor is the network address: an IPv4 address or an IPv6 /64), and a few at most from one address; bots are not counted. Answers an impression token for each ad being served, valid 30 minutes, which a click on it sends back.',
        tags,
        body: advertisingViewsBody,
        response: { 200: advertisingImpressions, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.recordViews(visitor(request), request.body.campaign_ids);
    },
  );

  app.post(
    '/advertising/clicks',
    {
      config: PUBLIC,
      schema: {
        summary: 'Report an ad opened',
        description:
          'Counted only with `impression`, the token the views beacon answered this visitor for this ad, within 30 minutes and once; once a visitor a day and a few at most from one address; bots are not counted. Clicks refused are recorded as not counted: never billed, not in statistics. Answers 204.',
        tags,
        body: advertisingClickBody,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.recordClick(
        visitor(request),
        request.body.campaign_id,
        request.body.impression,
      );
      return reply.code(204).send(null);
    },
  );
};
