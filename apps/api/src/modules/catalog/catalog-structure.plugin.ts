import fp from 'fastify-plugin';
import type { MediaStorage } from '../../lib/media-storage';
import { installCatalogStructure } from './catalog-install';

export interface CatalogStructurePluginOptions {
  /** Where the node pictures are drawn into. */
  storage: MediaStorage;
  /** Told when the install changed the catalog (the catalog service drops what it kept). */
  onInstalled?: () => void;
}

/** Installs the catalog structure on start, before anything (the demo seed) uses it. */
export const catalogStructurePlugin = fp<CatalogStructurePluginOptions>(
  async (app, options) => {
    const startedAt = performance.now();
    const installed = await installCatalogStructure(app.db, options);
    if (installed) options.onInstalled?.();
    app.log.info(
      { installed, ms: Math.round(performance.now() - startedAt) },
      installed ? 'installed the catalog structure' : 'catalog structure up to date',
    );
  },
  { name: 'catalog-structure', dependencies: ['db'] },
);
