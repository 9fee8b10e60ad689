import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { createOrdersRepository } from './orders.repository';
import { ordersRoutes } from './orders.routes';
import { createOrdersService } from './orders.service';

export interface OrdersModuleOptions {
  clock: Clock;
  /** Where the web is, for the links in order mail. */
  publicUrl: string;
}

/** Checkout and orders. */
export const ordersModule = fp<OrdersModuleOptions>(
  async (app, { clock, publicUrl }) => {
    const service = createOrdersService({
      repository: createOrdersRepository(app.db),
      carts: app.carts,
      stock: app.listingStock,
      notifications: app.notifications,
      mailer: app.mailer,
      publicUrl,
      clock,
    });
    await app.register(ordersRoutes, { prefix: API_PREFIX, service });
  },
  {
    name: 'orders-module',
    dependencies: [
      'db',
      'auth',
      'listings-module',
      'carts-module',
      'notifications-module',
      'mailer-module',
    ],
  },
);
