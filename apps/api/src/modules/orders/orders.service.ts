import type { checkoutBody, UpdateOrderStatusBody } from '@bazaar/contracts';
import type { z } from 'zod';
import type { OrderRow } from '../../db/schema/orders';
import type { SignedInAccount } from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import type { CartsService } from '../carts';
import type { DomainEventPublisher } from '../domain-events';
import type { ListingStock } from '../listings';
import { changeOrderStatus } from './change-order-status';
import { checkout } from './checkout';
import { createOrderHistory } from './order-history';
import { partyOf } from './order-status';
import { loadOrders } from './order-views';
import type { OrdersRepository } from './orders.repository';

export interface OrdersServiceDependencies {
  repository: OrdersRepository;
  carts: Pick<CartsService, 'checkoutLines' | 'removeCheckedOut'>;
  /** The listings' stock, taken and given back inside the order's transaction. */
  stock: ListingStock;
  /** The other side's notification and mail follow `order.*` events (orders.subscribers.ts). */
  events: DomainEventPublisher;
  clock?: Clock;
}

export function createOrdersService({
  repository,
  carts,
  stock,
  events,
  clock = systemClock,
}: OrdersServiceDependencies) {
  /** Orders as `viewer` sees them. */
  const ordersFor = (rows: readonly OrderRow[], viewer: SignedInAccount) =>
    loadOrders(repository, rows, (row) => partyOf(row, viewer));

  const orderFor = async (row: OrderRow, viewer: SignedInAccount) =>
    (await ordersFor([row], viewer))[0]!;

  return {
    checkout: (
      buyer: SignedInAccount,
      sellerId: string,
      idempotencyKey: string,
      input: z.output<typeof checkoutBody>,
      fingerprint: string,
    ) =>
      checkout(
        { repository, carts, stock, events, clock, orderFor },
        buyer,
        sellerId,
        idempotencyKey,
        input,
        fingerprint,
      ),

    ...createOrderHistory({ repository, ordersFor, orderFor }),

    setStatus: (account: SignedInAccount, id: string, change: UpdateOrderStatusBody) =>
      changeOrderStatus({ repository, stock, events, clock, orderFor }, account, id, change),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
