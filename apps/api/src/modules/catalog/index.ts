import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { catalogStructurePlugin } from './catalog-structure.plugin';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService, type CatalogService } from './catalog.service';

export type { CatalogService, ParameterDefinition } from './catalog.service';
export { filtersManagerPlugin } from './filters-manager.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalog tree and each node's listing parameters (catalog module). */
    catalog: CatalogService;
  }
}

export interface CatalogModuleOptions {
  clock: Clock;
  uploadsDir: string;
}

/** The catalog: installs its structure on start, then answers the tree and its parameters. */
export const catalogModule = fp<CatalogModuleOptions>(
  async (app, { clock, uploadsDir }) => {
    // Created before the install, so that an install drops whatever the catalog service kept.
    const catalog = createCatalogService(createCatalogRepository(app.db), { clock });
    app.decorate('catalog', catalog);
    await app.register(catalogStructurePlugin, {
      uploadsDir,
      onInstalled: () => catalog.invalidateCache(),
    });
    await app.register(catalogRoutes, { prefix: API_PREFIX, service: catalog });
  },
  { name: 'catalog-module', dependencies: ['db', 'auth'] },
);
