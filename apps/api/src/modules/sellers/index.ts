import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import { sellersRoutes } from './sellers.routes';
import { createSellersService } from './sellers.service';

/** The sellers' own profiles. */
export const sellersModule = fp(
  async (app) => {
    await app.register(sellersRoutes, {
      prefix: API_PREFIX,
      service: createSellersService(app.users),
    });
  },
  { name: 'sellers-module', dependencies: ['auth', 'users-module'] },
);
