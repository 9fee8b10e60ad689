import type { SharedPagesChange } from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import type { OutsideDomainEventSubscriber } from '../domain-events';
import { stockOf } from '../listings/read-model';
import { givesStockBack, orderedListingsOf } from '../orders/read-model';
import type { SharedPagesAnnouncer } from './shared-pages-announcer';

/** Which way an order moved its listings' stock. */
export type StockMove = 'taken' | 'given back';

/**
 * What an order's stock move changes for a signed-out visitor: the item pages of its listings
 * (their stock), and every page when one of them sold out or was sold out before the stock came
 * back, since its card on home, division and section pages says "Sold Out". Null: no listing
 * left to announce. `stockNow` is each listing's stock after the move.
 */
export function stockMoveChange(
  lines: ReadonlyArray<{ listingId: string; quantity: number }>,
  stockNow: ReadonlyMap<string, number>,
  move: StockMove,
): SharedPagesChange | null {
  const present = lines.filter((line) => stockNow.has(line.listingId));
  if (present.length === 0) return null;
  const soldOutBefore = (line: { listingId: string; quantity: number }) =>
    stockNow.get(line.listingId)! <= line.quantity;
  const soldOutNow = (line: { listingId: string }) => stockNow.get(line.listingId) === 0;
  const cardsChange = present.some(move === 'taken' ? soldOutNow : soldOutBefore);
  return cardsChange ? { everything: true } : { listings: present.map((line) => line.listingId) };
}

async function changeOfOrder(
  tx: Queryable,
  orderId: string,
  move: StockMove,
): Promise<SharedPagesChange | null> {
  const lines = await orderedListingsOf(tx, orderId);
  const stock = await stockOf(
    tx,
    lines.map((line) => line.listingId),
  );
  return stockMoveChange(lines, stock, move);
}

/**
 * An order placed takes its listings' stock, one declined or cancelled gives it back: the web
 * instances are told which pages that changes, after commit (the checkout and status writes
 * themselves announce nothing, `changesAnySharedPage`). Outside subscribers: the announcement
 * goes out after the transaction, and after the request has answered.
 */
export function sharedPagesOrderSubscribers(announcer: Pick<SharedPagesAnnouncer, 'announce'>) {
  const announce = (change: SharedPagesChange | null) =>
    change ? () => announcer.announce(change) : null;

  const placed: OutsideDomainEventSubscriber<'order.placed'> = {
    name: 'shared-pages.order-placed',
    event: 'order.placed',
    prepare: async ({ order_id }, { tx }) => announce(await changeOfOrder(tx, order_id, 'taken')),
  };

  const statusChanged: OutsideDomainEventSubscriber<'order.status_changed'> = {
    name: 'shared-pages.order-status-changed',
    event: 'order.status_changed',
    prepare: async ({ order_id, status }, { tx }) =>
      givesStockBack(status) ? announce(await changeOfOrder(tx, order_id, 'given back')) : null,
  };

  return [placed, statusChanged];
}
