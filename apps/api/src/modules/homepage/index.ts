import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { createHomepageRepository } from './homepage.repository';
import { homepageRoutes } from './homepage.routes';
import { createHomepageService } from './homepage.service';

export interface HomepageModuleOptions {
  clock: Clock;
}

/** Homepage settings: banners, featured categories and listings, scheduled and published (ADR 0073). */
export const homepageModule = fp<HomepageModuleOptions>(
  async (app, { clock }) => {
    const service = createHomepageService({
      repository: createHomepageRepository(app.db),
      catalog: app.catalog,
      listings: app.listings,
      pictures: app.pictures,
      audit: app.audit,
      clock,
    });
    await app.register(homepageRoutes, { prefix: API_PREFIX, service });
  },
  {
    name: 'homepage-module',
    dependencies: [
      'db',
      'auth',
      'audit-module',
      'catalog-module',
      'listings-module',
      'pictures-module',
    ],
  },
);
