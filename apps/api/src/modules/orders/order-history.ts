import {
  defaultCartHistoryRole,
  isAdmin,
  type cartHistoryQuery,
  type Order,
  type OrderPage,
} from '@bazaar/contracts';
import type { z } from 'zod';
import type { OrderRow } from '../../db/schema/orders';
import { ForbiddenError, ValidationError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor';
import { partyOf } from './order-status';
import { notFound } from './order-views';
import type { OrdersRepository } from './orders.repository';

export interface OrderHistoryDependencies {
  repository: OrdersRepository;
  /** Orders as `viewer` sees them. */
  ordersFor: (rows: readonly OrderRow[], viewer: SignedInAccount) => Promise<Order[]>;
  orderFor: (row: OrderRow, viewer: SignedInAccount) => Promise<Order>;
}

/** The orders an account may see: its history, and one order. */
export function createOrderHistory({ repository, ordersFor, orderFor }: OrderHistoryDependencies) {
  return {
    /**
     * `GET /orders/cart-history`: what the caller bought (role buyer) or received (role
     * seller); all orders, filterable by buyer and seller, for administrators only.
     */
    async cartHistory(
      account: SignedInAccount,
      query: z.output<typeof cartHistoryQuery>,
    ): Promise<OrderPage> {
      const role = query.role ?? defaultCartHistoryRole(account.type);
      const byAccount = query.buyer_id !== undefined || query.seller_id !== undefined;
      if ((role === 'all' || byAccount) && !isAdmin(account.type)) {
        throw new ForbiddenError('FORBIDDEN', 'Only administrators can see all orders.');
      }
      if (byAccount && role !== 'all') {
        throw new ValidationError([
          { field: 'role', message: 'Filter by buyer or seller with role "all"' },
        ]);
      }
      const rows = await repository.list({
        buyerId: role === 'buyer' ? account.id : query.buyer_id,
        sellerId: role === 'seller' ? account.id : query.seller_id,
        status: query.status,
        number: query.number,
        after: query.cursor === undefined ? undefined : decodeCursor(query.cursor),
        limit: query.limit + 1,
      });
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: await ordersFor(
          page.map((row) => row.order),
          account,
        ),
        next_cursor:
          rows.length > query.limit && last
            ? encodeCursor({ createdAt: last.createdAtText, id: last.order.id })
            : null,
      };
    },

    /** One order, for its buyer, its seller and administrators; a 404 for anybody else. */
    async get(account: SignedInAccount, id: string): Promise<Order> {
      const row = await repository.findById(id);
      if (!row || !partyOf(row, account)) throw notFound();
      return orderFor(row, account);
    },
  };
}
