import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { createCartsRepository } from './carts.repository';
import { cartsRoutes } from './carts.routes';
import { createCartsService, type CartsService } from './carts.service';

export { quotedProduct, stockMessage } from './cart-lines';
export type { CartsService, CheckoutLine } from './carts.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Carts, one per seller (carts module). */
    carts: CartsService;
  }
}

export interface CartsModuleOptions {
  clock: Clock;
}

export const cartsModule = fp<CartsModuleOptions>(
  async (app, { clock }) => {
    const carts = createCartsService({
      repository: createCartsRepository(app.db),
      events: app.domainEvents,
      clock,
    });
    app.decorate('carts', carts);
    await app.register(cartsRoutes, { prefix: API_PREFIX, service: carts });
  },
  { name: 'carts-module', dependencies: ['db', 'auth', 'domain-events-module'] },
);

// What the demo seed (src/seed) plays the marketplace through, in its own transaction and time.
export { createCartsRepository } from './carts.repository';
export { createCartsService } from './carts.service';
