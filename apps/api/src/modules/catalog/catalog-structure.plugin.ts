import fp from 'fastify-plugin';
import { installCatalogStructure } from './catalog-install';

/** Installs the catalog structure on start, before anything (the demo seed) uses it. */
export const catalogStructurePlugin = fp<{ uploadsDir: string }>(
  async (app, options) => {
    const startedAt = performance.now();
    const installed = await installCatalogStructure(app.db, options);
    app.log.info(
      { installed, ms: Math.round(performance.now() - startedAt) },
      installed ? 'installed the catalog structure' : 'catalog structure up to date',
    );
  },
  { name: 'catalog-structure', dependencies: ['db'] },
);
