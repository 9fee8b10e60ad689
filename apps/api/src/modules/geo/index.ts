import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import { createGeoRepository } from './geo.repository';
import { geoRoutes } from './geo.routes';
import { createGeoService, type GeoService } from './geo.service';

export type { GeoService } from './geo.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Postal codes and places with their coordinates (geo module). */
    geo: GeoService;
  }
}

export const geoModule = fp(
  async (app) => {
    const geo = createGeoService(createGeoRepository(app.db));
    app.decorate('geo', geo);
    await app.register(geoRoutes, { prefix: API_PREFIX, service: geo });
  },
  { name: 'geo-module', dependencies: ['db', 'auth'] },
);
