import type { Order, UpdateOrderStatusBody } from '@bazaar/contracts';
import type { OrderRow } from '../../db/schema/orders';
import { ConflictError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import { mayMoveOrder, partyOf, RELEASING_STATUSES, statusChangeRefusal } from './order-status';
import type { DomainEventPublisher } from '../domain-events';
import type { ListingStock } from '../listings';
import { notFound } from './order-views';
import type { OrdersRepository } from './orders.repository';

export interface ChangeOrderStatusDependencies {
  repository: OrdersRepository;
  stock: ListingStock;
  events: DomainEventPublisher;
  clock: Clock;
  orderFor: (row: OrderRow, viewer: SignedInAccount) => Promise<Order>;
}

/**
 * Moves an order on (ADR 0024): the seller accepts, declines, fulfils or cancels; the
 * buyer cancels while it is only placed. Declining and cancelling put the stock back.
 * The other side is notified and mailed, after commit (`order.status_changed`).
 */
export async function changeOrderStatus(
  { repository, stock, events, clock, orderFor }: ChangeOrderStatusDependencies,
  account: SignedInAccount,
  id: string,
  change: UpdateOrderStatusBody,
): Promise<Order> {
  const { row, eventId } = await repository.transaction(async (queries, tx) => {
    const current = await queries.lockById(id);
    const party = current ? partyOf(current, account) : null;
    if (!current || !party) throw notFound();
    if (!mayMoveOrder(current.status, change.status, party)) {
      throw new ConflictError(statusChangeRefusal(current.status, change.status, party));
    }
    if (RELEASING_STATUSES.includes(change.status)) {
      for (const item of await queries.itemsOf([current.id])) {
        // A variant deleted since: the listing's stock is the sum of its variants, so
        // there is nothing left to give back to.
        if (item.variantName !== null && item.variantId === null) continue;
        await stock.release(tx, item);
      }
    }
    const at = clock.now();
    const reason = change.reason?.trim() || null;
    const changedBy: 'buyer' | 'seller' = party === 'buyer' ? 'buyer' : 'seller';
    const updated = await queries.updateStatus(current.id, {
      status: change.status,
      statusReason:
        change.status === 'cancelled'
          ? `Cancelled by the ${changedBy}${reason ? `: ${reason}` : '.'}`
          : reason,
      updatedAt: at,
    });
    const eventId = await events.publish(
      tx,
      'order.status_changed',
      {
        order_id: updated.id,
        order_number: updated.number,
        buyer_id: updated.buyerId,
        seller_id: updated.sellerId,
        status: updated.status,
        status_reason: updated.statusReason,
        changed_by: changedBy,
      },
      at,
    );
    return { row: updated, eventId };
  });
  await events.deliver(eventId);
  return orderFor(row, account);
}
