import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import { searchRoutes } from './search.routes';
import { createSearchService } from './search.service';

/** The search box's suggestions, from the showroom's search. */
export const searchModule = fp(
  async (app) => {
    await app.register(searchRoutes, {
      prefix: API_PREFIX,
      service: createSearchService(app.showroom),
    });
  },
  { name: 'search-module', dependencies: ['auth', 'showroom-module'] },
);
