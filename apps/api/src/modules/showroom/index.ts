import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { showroomRoutes } from './showroom.routes';
import { createShowroomService, type ShowroomService } from './showroom.service';

export type { ShowroomService } from './showroom.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Browsing and searching the public listings (showroom module). */
    showroom: ShowroomService;
  }
}

export interface ShowroomModuleOptions {
  clock: Clock;
}

export const showroomModule = fp<ShowroomModuleOptions>(
  async (app, { clock }) => {
    const showroom = createShowroomService({
      publicListings: app.publicListingSearch,
      catalog: app.catalog,
      geo: app.geo,
      clock,
    });
    app.decorate('showroom', showroom);
    await app.register(showroomRoutes, { prefix: API_PREFIX, service: showroom });
  },
  {
    name: 'showroom-module',
    dependencies: ['auth', 'listings-module', 'catalog-module', 'geo-module'],
  },
);
