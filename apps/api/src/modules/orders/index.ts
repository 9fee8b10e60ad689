import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { createOrdersRepository } from './orders.repository';
import { ordersRoutes } from './orders.routes';
import { createOrdersService } from './orders.service';
import { orderMailSubscribers, orderNotificationSubscribers } from './orders.subscribers';

export interface OrdersModuleOptions {
  clock: Clock;
  /** Where the web is, for the links in order mail. */
  publicUrl: string;
}

/** Checkout and orders. */
export const ordersModule = fp<OrdersModuleOptions>(
  async (app, { clock, publicUrl }) => {
    const repository = createOrdersRepository(app.db);
    const service = createOrdersService({
      repository,
      carts: app.carts,
      stock: app.listingStock,
      events: app.domainEvents,
      clock,
    });
    for (const subscriber of [
      ...orderNotificationSubscribers(app.notifications),
      ...orderMailSubscribers({
        repository,
        mailer: app.mailer,
        preferences: app.notificationPreferences,
        publicUrl,
      }),
    ]) {
      app.domainEvents.subscribe(subscriber);
    }
    await app.register(ordersRoutes, { prefix: API_PREFIX, service });
  },
  {
    name: 'orders-module',
    dependencies: [
      'db',
      'domain-events-module',
      'auth',
      'listings-module',
      'carts-module',
      'notifications-module',
      'mailer-module',
    ],
  },
);

// What the demo seed (src/seed) plays the marketplace through, in its own transaction and time.
export { createOrdersRepository } from './orders.repository';
export { createOrdersService, type OrdersService } from './orders.service';
export { orderNotificationSubscribers } from './orders.subscribers';
