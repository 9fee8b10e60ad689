import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config, TrustProxy } from './config';
import { validatorCompiler } from './http/request-validation';
import { createResponseSerializerCompiler } from './http/response-serialization';
import { loadAuthSecret } from './lib/auth-secret';
import { systemClock, type Clock } from './lib/clock';
import { loggerOptions } from './logger';
import { createAccessTokens } from './modules/auth/access-tokens';
import { createAuthRepository } from './modules/auth/auth.repository';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { authSubscribers } from './modules/auth/auth.subscribers';
import { createPasswordPolicy } from './modules/auth/password-policy';
import { adminAccountsRoutes } from './modules/admin-accounts/admin-accounts.routes';
import { createAdminAccountsService } from './modules/admin-accounts/admin-accounts.service';
import { buyersRoutes } from './modules/buyers/buyers.routes';
import { createCartsRepository } from './modules/carts/carts.repository';
import { cartsRoutes } from './modules/carts/carts.routes';
import { createCartsService } from './modules/carts/carts.service';
import { createErrorLogsRepository } from './modules/error-logs/error-logs.repository';
import { errorLogsRoutes, serverErrorRecorder } from './modules/error-logs/error-logs.routes';
import { purgeExpiredErrorLogsJob } from './modules/error-logs/error-logs.jobs';
import { createErrorLogsService } from './modules/error-logs/error-logs.service';
import { createFavoritesRepository } from './modules/favorites/favorites.repository';
import { favoritesRoutes } from './modules/favorites/favorites.routes';
import { createFavoritesService } from './modules/favorites/favorites.service';
import { createHowToSellRepository } from './modules/how-to-sell/how-to-sell.repository';
import { howToSellRoutes } from './modules/how-to-sell/how-to-sell.routes';
import { createHowToSellService } from './modules/how-to-sell/how-to-sell.service';
import { createBuyersService } from './modules/buyers/buyers.service';
import { catalogStructurePlugin } from './modules/catalog/catalog-structure.plugin';
import { createCatalogRepository } from './modules/catalog/catalog.repository';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { domainEventsPlugin } from './modules/domain-events/domain-events.plugin';
import { createComparisonRepository } from './modules/comparison/comparison.repository';
import { comparisonRoutes } from './modules/comparison/comparison.routes';
import { createComparisonService } from './modules/comparison/comparison.service';
import { createGeoRepository } from './modules/geo/geo.repository';
import { geoRoutes } from './modules/geo/geo.routes';
import { createGeoService } from './modules/geo/geo.service';
import { adminListingsRoutes } from './modules/listings/admin-listings.routes';
import { purgeUnattachedUploadsJob } from './modules/listings/listings.jobs';
import { createListingsRepository } from './modules/listings/listings.repository';
import { listingsRoutes } from './modules/listings/listings.routes';
import { createListingsService } from './modules/listings/listings.service';
import { listingSubscribers } from './modules/listings/listings.subscribers';
import { myListingsRoutes } from './modules/listings/my-listings.routes';
import { createMailer } from './modules/mailer/mailer.service';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createPicturesService } from './modules/pictures/pictures.service';
import { createOrdersRepository } from './modules/orders/orders.repository';
import { ordersRoutes } from './modules/orders/orders.routes';
import { createOrdersService } from './modules/orders/orders.service';
import {
  orderMailSubscribers,
  orderNotificationSubscribers,
} from './modules/orders/orders.subscribers';
import { pingRoutes } from './modules/ping/ping.routes';
import { searchRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { sellersRoutes } from './modules/sellers/sellers.routes';
import { createShowroomRepository } from './modules/showroom/showroom.repository';
import { showroomRoutes } from './modules/showroom/showroom.routes';
import { createShowroomService } from './modules/showroom/showroom.service';
import { createSellersService } from './modules/sellers/sellers.service';
import { createSessionsRepository } from './modules/sessions/sessions.repository';
import { createSessionsService } from './modules/sessions/sessions.service';
import { sessionSubscribers } from './modules/sessions/sessions.subscribers';
import { createSmsSender } from './modules/sms/sms.service';
import { createSupportRepository } from './modules/support/support.repository';
import { supportRoutes } from './modules/support/support.routes';
import { createSupportService } from './modules/support/support.service';
import { purgeStaleThrottleCountersJob } from './modules/throttle/throttle.jobs';
import { createThrottleRepository } from './modules/throttle/throttle.repository';
import { createThrottleService } from './modules/throttle/throttle.service';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import { createVerificationRepository } from './modules/verification/verification.repository';
import { verificationRoutes } from './modules/verification/verification.routes';
import { createVerificationService } from './modules/verification/verification.service';
import { verificationSubscribers } from './modules/verification/verification.subscribers';
import { authPlugin } from './plugins/auth';
import { dbPlugin } from './plugins/db';
import { demoDataPlugin } from './plugins/demo-data';
import { answerClientError, answerFrameworkError, errorsPlugin } from './plugins/errors';
import { gracefulClosePlugin } from './plugins/graceful-close';
import { jobsPlugin } from './plugins/jobs';
import { mediaPlugin } from './plugins/media';
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

/** Builds the api: plugins, then every module under /api. Call `ready()` or `listen()` next. */
export async function buildApp(config: Config, dependencies: AppDependencies = {}) {
  const clock = dependencies.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: 'x-request-id',
    // Unique across restarts and instances, so an error log's request id finds its log lines.
    genReqId: () => randomUUID(),
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

  try {
    await app.register(gracefulClosePlugin);
    await app.register(errorsPlugin);
    await app.register(dbPlugin, { database: config.database });
    await app.register(jobsPlugin, {
      role: config.role,
      scheduledJobs: config.scheduledJobs,
      stopTimeoutMs: config.shutdownGraceMs,
    });
    await app.register(domainEventsPlugin, { clock });
    // Created before the install, so that an install drops whatever the catalog service kept.
    const catalog = createCatalogService(createCatalogRepository(app.db), { clock });
    await app.register(catalogStructurePlugin, {
      uploadsDir: config.uploadsDir,
      onInstalled: () => catalog.invalidateCache(),
    });
    if (config.seedDemoData) {
      await app.register(demoDataPlugin, { uploadsDir: config.uploadsDir });
    }

    // Services, composed in one place; modules only know each other's services.
    const authSecret = await loadAuthSecret(config.auth.secret, config.dataDir, app.log);
    const mailer = createMailer(config.mail, app.log);
    app.addHook('onClose', () => mailer.close());
    const sms = createSmsSender(config.sms, app.log);
    app.log.info({ mail: mailer.describe(), sms: sms.describe() }, 'outgoing messages');
    const throttle = createThrottleService(createThrottleRepository(app.db), clock, {
      exemptIps: config.throttleExemptIps,
    });
    const sessions = createSessionsService(createSessionsRepository(app.db), clock, {
      idleTimeoutSeconds: config.auth.sessionIdleTimeoutSeconds,
      maxAgeSeconds: config.auth.sessionMaxAgeSeconds,
    });
    const pictures = createPicturesService({ uploadsDir: config.uploadsDir });
    const geo = createGeoService(createGeoRepository(app.db));
    const listingsRepository = createListingsRepository(app.db);
    const listings = createListingsService({
      repository: listingsRepository,
      pictures,
      listingParametersOf: (nodeId) => catalog.listingParametersOf(nodeId),
      throttle,
      coordinatesOfZipCode: (zipCode) => geo.findByZip(zipCode),
      clock,
      log: app.log,
    });
    const users = createUsersService({
      repository: createUsersRepository(app.db),
      sessions,
      events: app.domainEvents,
      pictures,
      throttle,
      passwordRules: createPasswordPolicy(),
      clock,
    });
    const auth = createAuthService({
      repository: createAuthRepository(app.db),
      users,
      sessions,
      throttle,
      mailer,
      accessTokens: createAccessTokens(authSecret, config.auth.accessTokenTtlSeconds, clock),
      clock,
      publicUrl: config.publicUrl,
      log: app.log,
    });
    const errorLogs = createErrorLogsService({
      repository: createErrorLogsRepository(app.db),
      throttle,
      emailOf: async (userId) => (await users.findOpenById(userId))?.email ?? null,
      clock,
    });
    // The api's own 5xx answers go to the error logs too.
    app.onServerError(serverErrorRecorder(errorLogs));
    // Housekeeping, as scheduled jobs.
    app.jobs.define(purgeUnattachedUploadsJob(listings));
    app.jobs.define(purgeExpiredErrorLogsJob(errorLogs));
    app.jobs.define(purgeStaleThrottleCountersJob(throttle));
    const notifications = createNotificationsService({
      repository: createNotificationsRepository(app.db),
      clock,
    });
    const ordersRepository = createOrdersRepository(app.db);

    // Who acts on which domain event, in one place (ADR 0042).
    for (const subscriber of [
      ...orderNotificationSubscribers(notifications),
      ...orderMailSubscribers({
        repository: ordersRepository,
        mailer,
        publicUrl: config.publicUrl,
      }),
      ...sessionSubscribers(sessions),
      ...listingSubscribers(listingsRepository),
      ...authSubscribers(),
      ...verificationSubscribers(),
    ]) {
      app.domainEvents.subscribe(subscriber);
    }

    const verification = createVerificationService({
      repository: createVerificationRepository(app.db),
      users,
      mailer,
      sms,
      throttle,
      clock,
      secret: authSecret,
    });

    // Before any /api route: from here on every route must declare who may call it.
    await app.register(authPlugin, {
      authenticate: (token) => auth.authenticate(token),
      publicPrefixes: [DOCS_PREFIX, '/api/media'],
    });
    await app.register(uploadsPlugin, { uploadsDir: config.uploadsDir });
    await app.register(openApiPlugin, { version: config.appVersion });

    await app.register(
      async (api) => {
        await api.register(pingRoutes, {
          version: config.appVersion,
          startedAt: processStartedAt,
        });
        const showroom = createShowroomService({
          repository: createShowroomRepository(app.db),
          catalog,
          geo,
          clock,
        });
        await api.register(catalogRoutes, { service: catalog });
        await api.register(geoRoutes, { service: geo });
        await api.register(showroomRoutes, { service: showroom });
        await api.register(searchRoutes, { service: createSearchService(showroom) });
        await api.register(listingsRoutes, { service: listings });
        await api.register(myListingsRoutes, { service: listings });
        await api.register(adminListingsRoutes, { service: listings });
        await api.register(authRoutes, { service: auth });
        await api.register(usersRoutes, { service: users });
        await api.register(verificationRoutes, { service: verification });
        await api.register(sellersRoutes, { service: createSellersService(users) });
        await api.register(buyersRoutes, { service: createBuyersService(users) });
        await api.register(adminAccountsRoutes, { service: createAdminAccountsService(users) });
        await api.register(errorLogsRoutes, { service: errorLogs });
        await api.register(notificationsRoutes, { service: notifications });
        const carts = createCartsService({ repository: createCartsRepository(app.db), clock });
        await api.register(cartsRoutes, { service: carts });
        await api.register(ordersRoutes, {
          service: createOrdersService({
            repository: ordersRepository,
            carts,
            events: app.domainEvents,
            clock,
          }),
        });
        await api.register(supportRoutes, {
          service: createSupportService({
            repository: createSupportRepository(app.db),
            throttle,
            clock,
          }),
        });
        await api.register(comparisonRoutes, {
          service: createComparisonService({
            repository: createComparisonRepository(app.db),
            listings,
            clock,
          }),
        });
        await api.register(favoritesRoutes, {
          service: createFavoritesService({
            repository: createFavoritesRepository(app.db),
            listings,
            clock,
          }),
        });
        await api.register(howToSellRoutes, {
          service: createHowToSellService(createHowToSellRepository(app.db)),
        });
        await api.register(mediaPlugin, { prefix: '/media', uploadsDir: config.uploadsDir });
      },
      { prefix: '/api' },
    );
  } catch (error) {
    // Whatever opened (the database) closes again before the error propagates.
    await app.close().catch(() => undefined);
    throw error;
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
