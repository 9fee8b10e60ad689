import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import { filtersManagerRoutes } from './filters-manager.routes';
import { createFiltersManagerService } from './filters-manager.service';

/**
 * Manage filters (issue 21). Registered after the listings module, whose port moves listings'
 * values when parameters or options are merged (the listings module itself reads the catalog).
 */
export const filtersManagerPlugin = fp(
  async (app) => {
    const service = createFiltersManagerService({
      db: app.db,
      catalogChanges: app.catalogChanges,
      parameterValues: app.listings.parameterValues,
      audit: app.audit,
    });
    await app.register(filtersManagerRoutes, { prefix: API_PREFIX, service });
  },
  { name: 'filters-manager', dependencies: ['catalog-module', 'listings-module', 'audit-module'] },
);
