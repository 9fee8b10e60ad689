import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import { buyersRoutes } from './buyers.routes';
import { createBuyersService } from './buyers.service';

/** The buyers' own profiles. */
export const buyersModule = fp(
  async (app) => {
    await app.register(buyersRoutes, {
      prefix: API_PREFIX,
      service: createBuyersService(app.users),
    });
  },
  { name: 'buyers-module', dependencies: ['auth', 'users-module'] },
);
