import { createHash, timingSafeEqual } from 'node:crypto';
import { healthLiveResponse, healthReadyResponse } from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError, UnauthorizedError } from '../../errors';
import { errorResponses } from '../../http/responses';
import { checkReadiness, type ReadinessChecks } from './readiness-checks';

export interface HealthRoutesOptions {
  checks: ReadinessChecks;
  /** The bearer token GET /metrics asks for; undefined: the route answers 404. */
  metricsToken: string | undefined;
}

const tags = ['system'];
/** Probes and scrapes read the state of now; nothing between may keep an answer. */
const NO_STORE = 'no-store';

/** Whether the Authorization header carries the token, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '')?.[1];
  if (!sent) return false;
  // Digests have one length, so the comparison takes the same time whatever was sent.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Liveness: the process answers',
        description: 'Checks nothing else, so a slow database does not get the process restarted.',
        tags,
        response: { 200: healthLiveResponse, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', NO_STORE);
      return { status: 'live' as const };
    },
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Readiness: the database, Redis, media storage and the job runner work',
        description:
          '200 when every check is up (or not configured on this instance), 503 naming the ' +
          'failed checks; a load balancer sends no visitors to an instance that is not ready.',
        tags,
        response: { 200: healthReadyResponse, 503: healthReadyResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const readiness = await checkReadiness(options.checks);
      if (!readiness.ready) {
        request.log.warn({ failed: readiness.failed, errors: readiness.errors }, 'not ready');
      }
      return reply
        .code(readiness.ready ? 200 : 503)
        .header('cache-control', NO_STORE)
        .send({
          status: readiness.ready ? 'ready' : 'not_ready',
          checks: readiness.checks,
          failed: readiness.failed,
        });
    },
  );

  app.get(
    '/metrics',
    {
      // The token is checked here: it is no account's, and without one the route is absent.
      config: { access: 'public' },
      schema: {
        summary: "This api instance's metrics in the Prometheus text format",
        description:
          'For the operators’ Prometheus: a bearer token from the configuration is required, ' +
          'and an installation without one answers 404. Each instance answers with its own.',
        tags,
        response: { 200: z.string(), ...errorResponses },
      },
    },
    async (request, reply) => {
      if (!options.metricsToken) {
        // As the not-found handler answers a route that does not exist.
        throw new NotFoundError(
          `There is nothing at ${request.method} ${request.url.split('?')[0]}.`,
        );
      }
      if (!bearerMatches(request.headers.authorization, options.metricsToken)) {
        reply.header('www-authenticate', 'Bearer');
        throw new UnauthorizedError('The metrics token is missing or wrong.');
      }
      const { registry } = app.metrics;
      return reply
        .header('content-type', registry.contentType)
        .header('cache-control', NO_STORE)
        .send(await registry.metrics());
    },
  );
};
