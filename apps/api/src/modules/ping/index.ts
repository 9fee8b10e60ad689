import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import { pingRoutes, type PingRoutesOptions } from './ping.routes';

/** GET /api/ping: the version and start time of the api. */
export const pingModule = fp<PingRoutesOptions>(
  async (app, options) => {
    await app.register(pingRoutes, { prefix: API_PREFIX, ...options });
  },
  { name: 'ping-module', dependencies: ['auth'] },
);
