import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { createFavoritesRepository } from './favorites.repository';
import { favoritesRoutes } from './favorites.routes';
import { createFavoritesService } from './favorites.service';

export interface FavoritesModuleOptions {
  clock: Clock;
}

/** The favorite listings of an account. */
export const favoritesModule = fp<FavoritesModuleOptions>(
  async (app, { clock }) => {
    const service = createFavoritesService({
      repository: createFavoritesRepository(app.db),
      listings: app.listings,
      clock,
    });
    await app.register(favoritesRoutes, { prefix: API_PREFIX, service });
  },
  { name: 'favorites-module', dependencies: ['db', 'auth', 'listings-module'] },
);

// What the demo seed (src/seed) plays the marketplace through, in its own transaction and time.
export { createFavoritesRepository } from './favorites.repository';
export { createFavoritesService } from './favorites.service';
