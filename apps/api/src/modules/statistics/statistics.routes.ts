import {
  analyticsBeaconBody,
  analyticsBeaconQuery,
  ANALYTICS_BEACON_PATH,
  listingViewParams,
  requestHeaders,
  marketplaceStatistics,
  marketplaceStatisticsQuery,
  statisticsListings,
  statisticsQuery,
  statisticsSummary,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UnauthorizedError } from '../../errors';
import { errorResponses } from '../../http/responses';
import { ADMINISTRATORS_ONLY, viewingAsReadOnlyError } from '../../plugins/auth';
import { signedInAccount } from '../../http/signed-in';
import type { SignedInAccount } from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import { visitorOf } from '../../lib/visitor';
import type { StatisticsService } from './statistics.service';

export interface StatisticsRoutesOptions {
  service: StatisticsService;
  /** The api's key (the access-token key): a visitor's key of the day is an HMAC with it. */
  secret: string;
  clock: Clock;
  /** The live account behind an access token (the auth service), for the beacon's `token`. */
  authenticate(accessToken: string): Promise<SignedInAccount | null>;
}

/** Spec §6: "Advertising, statistic | SELLER, ADMIN, SUPER_ADMIN". */
const SELLERS_AND_ADMINS = { access: ['SELLER', 'ADMIN', 'SUPER_ADMIN'] } as const;
const tags = ['statistics'];

export const statisticsRoutes: FastifyPluginAsyncZod<StatisticsRoutesOptions> = async (
  app,
  { service, secret, clock, authenticate },
) => {
  app.post(
    '/listings/:id/views',
    {
      config: { access: 'public' },
      schema: {
        summary: "Count a view of a listing's item page",
        description:
          'Sent by the item page once it is shown (its HTML is cached for visitors, so the server cannot count it). Once per visitor per day; bots and the owner are not counted. 404 for a listing visitors cannot see. Answers 204.',
        tags,
        params: listingViewParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const accountId = request.account?.id ?? null;
      const visitor = visitorOf(request, { secret, now: clock.now(), accountId });
      await service.recordView(request.params.id, visitor, accountId);
      return reply.code(204).header('cache-control', 'no-store').send(null);
    },
  );

  app.post(
    ANALYTICS_BEACON_PATH,
    {
      config: { access: 'public' },
      schema: {
        summary: 'The analytics beacon: the signed-in account has a tab open (spec §7)',
        description:
          "Sent with `navigator.sendBeacon` when a signed-in tab becomes visible, so the access token travels as the `token` query parameter (a beacon cannot set headers). Records the account's last visit, at most once a minute. 401 for an unusable token, 403 VIEWING_AS_IS_READ_ONLY for a view-as token; answers 204.",
        tags,
        querystring: analyticsBeaconQuery,
        body: analyticsBeaconBody,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const account = await authenticate(request.query.token);
      if (!account) throw new UnauthorizedError();
      // The token is in the address, past the read-only check of view-as tokens (ADR 0077).
      if (account.viewedBy) {
        throw viewingAsReadOnlyError(request.headers[requestHeaders.language]);
      }
      await service.lastVisited(account.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/statistics',
    {
      config: SELLERS_AND_ADMINS,
      schema: {
        summary: 'Totals and figures over time of the listings (sellers: their own)',
        description:
          'Views, promotion clicks, cart adds, orders, conversion, revenue and promotion spend per day, week or month between `from` and `to` (UTC days, inclusive; the last 30 days by default). Administrators see every seller, or one with `seller`; a seller asking for another seller gets 403.',
        tags,
        querystring: statisticsQuery,
        response: { 200: statisticsSummary, ...errorResponses },
      },
    },
    async (request) => service.summary(signedInAccount(request), request.query),
  );

  app.get(
    '/statistics/listings',
    {
      config: SELLERS_AND_ADMINS,
      schema: {
        summary: "Each listing's figures over the period, most viewed first",
        description: 'The same scope as GET /statistics; at most 500 listings.',
        tags,
        querystring: statisticsQuery,
        response: { 200: statisticsListings, ...errorResponses },
      },
    },
    async (request) => service.listings(signedInAccount(request), request.query),
  );

  app.get(
    '/statistics/listings/export',
    {
      config: SELLERS_AND_ADMINS,
      schema: {
        summary: 'The per-listing figures as a CSV file',
        tags,
        querystring: statisticsQuery,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="statistics.csv"')
        .header('cache-control', 'private, no-store')
        .send(await service.listingsCsv(signedInAccount(request), request.query)),
  );

  app.get(
    '/statistics/marketplace',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: "The whole marketplace's figures over time (administrators)",
        description:
          'Sign-ups by account type, new listings by division, orders, reservations, conversations, and revenue from subscriptions and advertising (what prepaid balances paid, less refunds, in minor units), per day, week or month between `from` and `to` (UTC days, inclusive; the last 30 days by default), with totals. At most 366 periods: 400 VALIDATION names `granularity` when there would be more.',
        tags,
        querystring: marketplaceStatisticsQuery,
        response: { 200: marketplaceStatistics, ...errorResponses },
      },
    },
    async (request) => service.marketplace(request.query),
  );

  app.get(
    '/statistics/marketplace/export',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: "The marketplace's figures over time as a CSV file (administrators)",
        description:
          'One row per period, the same figures as GET /statistics/marketplace; amounts as decimals of `Currency`.',
        tags,
        querystring: marketplaceStatisticsQuery,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { from, to, csv } = await service.marketplaceCsv(request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="marketplace-statistics-${from}-${to}.csv"`,
        )
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );
};
