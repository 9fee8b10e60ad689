import fp from 'fastify-plugin';
import { seedDemoDataIfEmpty } from './index';

/**
 * Seeds the demo marketplace on the first start of an empty database. The composition root
 * registers it; the seed sits above the app's plugins and modules, never below them.
 */
export interface DemoDataOptions {
  /** The api's key (the access-token key): the seed builds the services as the modules do. */
  secret: string;
}

export const demoDataPlugin = fp<DemoDataOptions>(
  async (app, { secret }) => {
    const startedAt = performance.now();
    const summary = await seedDemoDataIfEmpty(app.db, {
      storage: app.mediaStorage,
      log: app.log,
      secret,
    });
    if (summary) {
      app.log.info(
        { ...summary, ms: Math.round(performance.now() - startedAt) },
        'seeded the demo marketplace',
      );
    } else {
      app.log.debug('database already has data; demo seed skipped');
    }
  },
  { name: 'demo-data', dependencies: ['db', 'catalog-module'] },
);
