import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { createCatalogCacheSync, type CatalogCacheSync } from './catalog-cache-sync';
import { createCatalogStructureRepository } from './catalog-structure-admin.repository';
import { catalogStructureAdminRoutes } from './catalog-structure-admin.routes';
import { createCatalogStructureAdminService } from './catalog-structure-admin.service';
import { catalogStructurePlugin } from './catalog-structure.plugin';
import { createCatalogRepository } from './catalog.repository';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService, type CatalogService } from './catalog.service';

export type { CatalogService, ParameterDefinition } from './catalog.service';
export { filtersManagerPlugin } from './filters-manager.plugin';
/** Read inside the listings' queries, handed to them by the composition root. */
export { catalogPath, findCatalogNode } from './read-model';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalog tree and each node's listing parameters (catalog module). */
    catalog: CatalogService;
    /**
     * Call `changed(section)` after committing a change of the catalog's nodes or parameters: the
     * kept trees are dropped here and in every other api instance (ADR 0071).
     */
    catalogChanges: CatalogCacheSync;
  }
}

export interface CatalogModuleOptions {
  clock: Clock;
  /** With a Redis URL, catalog changes reach the kept trees of every api instance at once. */
  redisUrl: string | undefined;
}

/** The catalog: installs its structure on start, then answers the tree and its parameters. */
export const catalogModule = fp<CatalogModuleOptions>(
  async (app, { clock, redisUrl }) => {
    // Created before the install, so that an install drops whatever the catalog service kept.
    const catalog = createCatalogService(createCatalogRepository(app.db), { clock });
    app.decorate('catalog', catalog);
    await app.register(catalogStructurePlugin, {
      storage: app.mediaStorage,
      onInstalled: () => catalog.invalidateCache(),
    });
    await app.register(catalogRoutes, { prefix: API_PREFIX, service: catalog });

    const catalogChanges = await createCatalogCacheSync({
      redisUrl,
      invalidate: (section) => catalog.invalidateCache(section),
      log: app.log,
    });
    app.addHook('onClose', () => catalogChanges.close());
    app.decorate('catalogChanges', catalogChanges);
    const structure = createCatalogStructureAdminService({
      repository: createCatalogStructureRepository(app.db),
      catalog,
      audit: app.audit,
      pictures: app.pictures,
      cacheSync: catalogChanges,
    });
    await app.register(catalogStructureAdminRoutes, { prefix: API_PREFIX, service: structure });
  },
  { name: 'catalog-module', dependencies: ['db', 'auth', 'audit-module', 'pictures-module'] },
);

// What the demo seed (src/seed) plays the marketplace through, in its own transaction and time.
export { catalogPathKey, slugify } from './catalog-structure';
