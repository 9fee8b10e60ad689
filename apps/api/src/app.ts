import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { loggerOptions } from './logger';
import { createListingsRepository } from './modules/listings/listings.repository';
import { listingsRoutes } from './modules/listings/listings.routes';
import { createListingsService } from './modules/listings/listings.service';
import { pingRoutes } from './modules/ping/ping.routes';
import { dbPlugin } from './plugins/db';
import { demoDataPlugin } from './plugins/demo-data';
import { errorsPlugin } from './plugins/errors';
import { gracefulClosePlugin } from './plugins/graceful-close';
import { mediaPlugin } from './plugins/media';
import { openApiPlugin } from './plugins/openapi';

/** When this process started: what GET /api/ping reports as started_at. */
export const processStartedAt = new Date(Math.round(performance.timeOrigin));

/** Builds the api: plugins, then every module under /api. Call `ready()` or `listen()` next. */
export async function buildApp(config: Config) {
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    requestIdHeader: 'x-request-id',
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  try {
    await app.register(gracefulClosePlugin);
    await app.register(errorsPlugin);
    await app.register(openApiPlugin, { version: config.appVersion });
    await app.register(dbPlugin, { database: config.database });
    if (config.seedDemoData) {
      await app.register(demoDataPlugin, { uploadsDir: config.uploadsDir });
    }

    await app.register(
      async (api) => {
        await api.register(pingRoutes, {
          version: config.appVersion,
          startedAt: processStartedAt,
        });
        await api.register(listingsRoutes, {
          service: createListingsService(createListingsRepository(api.db)),
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
