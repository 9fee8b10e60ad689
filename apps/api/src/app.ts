import { randomUUID } from 'node:crypto';
import { acceptedRequestId, REQUEST_ID_HEADER } from '@bazaar/contracts';
import Fastify, { LogController } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config';
import { validatorCompiler } from './http/request-validation';
import { createResponseSerializerCompiler } from './http/response-serialization';
import { systemClock, type Clock } from './lib/clock';
import { logEveryAnsweredRequest, loggerOptions } from './logger';
import { modulesPlugin } from './composition';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { answerClientError, answerFrameworkError, errorsPlugin } from './plugins/errors';
import { gracefulClosePlugin } from './plugins/graceful-close';
import { jobsPlugin } from './plugins/jobs';
import { mediaPlugin } from './plugins/media';
import { metricsPlugin } from './plugins/metrics';
import { DOCS_PREFIX, openApiPlugin } from './plugins/openapi';
import { uploadsPlugin } from './plugins/uploads';

/** When this process started: what GET /api/ping reports as started_at. */
export const processStartedAt = new Date(Math.round(performance.timeOrigin));

/** What the app takes from outside besides its configuration (tests pass their own clock). */
export interface AppDependencies {
  clock?: Clock;
}

/** Fastify's form of TRUST_PROXY; a hop count becomes proxy-addr's "nearest n hops" test. */
function fastifyTrustProxy(trust: TrustProxy) {
  if (typeof trust === 'object' && !Array.isArray(trust)) {
    return (_address: string, hop: number) => hop < trust.hops;
  }
  return trust;
}

/**
 * Builds the api: the framework's plugins, then every module (composition.ts) under /api.
 * Call `ready()` or `listen()` next.
 */
export async function buildApp(config: Config, dependencies: AppDependencies = {}) {
  const clock = dependencies.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(config),
    // One line per request, written by logEveryAnsweredRequest, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    // The web (or a proxy in front) passes its request id on, so one id finds the log lines of
    // both; an id in another shape is replaced by a new one, unique across restarts and instances.
    requestIdHeader: false,
    genReqId: (request) => acceptedRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID(),
    // The web's /api forwarder (and any reverse proxy in front) tells the visitor's address.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The database plugin migrates (and may seed) before the api answers; on the embedded
    // database of a busy two-core machine that can take longer than Fastify's default 10 s.
    pluginTimeout: 120_000,
    // Requests refused before a route or by Node's HTTP parser answer in the envelope too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    createResponseSerializerCompiler({ verify: config.env !== 'production' }),
  );

  logEveryAnsweredRequest(app);

  // Every answer tells its request id, so a caller can quote it and find the api's log lines.
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  try {
    await app.register(gracefulClosePlugin);
    await app.register(errorsPlugin);
    await app.register(dbPlugin, { database: config.database });
    await app.register(jobsPlugin, {
      role: config.role,
      scheduledJobs: config.scheduledJobs,
      stopTimeoutMs: config.shutdownGraceMs,
    });
    await app.register(metricsPlugin);
    // Before any /api route: from here on every route must declare who may call it. The auth
    // module registers later; requests only arrive once the app is ready.
    await app.register(authPlugin, {
      authenticate: (token) => app.authService.authenticate(token),
      publicPrefixes: [DOCS_PREFIX, '/api/media'],
    });
    await app.register(uploadsPlugin, {
      uploadsDir: config.uploadsDir,
      mediaStorage: config.mediaStorage,
    });
    await app.register(openApiPlugin, { version: config.appVersion });
    await app.register(modulesPlugin, { config, clock, startedAt: processStartedAt });
    await app.register(mediaPlugin, { prefix: '/api/media' });
  } catch (error) {
    // Whatever opened (the database) closes again before the error propagates.
    await app.close().catch(() => undefined);
    throw error;
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
