import {
  isAdmin,
  nextOrderStatuses,
  type AccountType,
  type OrderParty,
  type OrderStatus,
} from '@bazaar/contracts';

/** Statuses an order never leaves. */
const FINAL_STATUSES: readonly OrderStatus[] = ['declined', 'fulfilled', 'cancelled'];

/** Statuses that give the order's stock back to the listings. */
export const RELEASING_STATUSES: readonly OrderStatus[] = ['declined', 'cancelled'];

/**
 * How an account stands to an order: its seller, its buyer, an administrator looking on, or
 * nobody (who must not learn that it exists).
 */
export function partyOf(
  order: { buyerId: string; sellerId: string },
  account: { id: string; type: AccountType },
): OrderParty | null {
  if (account.id === order.sellerId) return 'seller';
  if (account.id === order.buyerId) return 'buyer';
  return isAdmin(account.type) ? 'admin' : null;
}

/** Why `party` may not move an order from `current` to `wanted` (the 409 message). */
export function statusChangeRefusal(
  current: OrderStatus,
  wanted: OrderStatus,
  party: OrderParty,
): string {
  if (party === 'admin') return 'Only the buyer and the seller can change an order.';
  if (current === wanted || FINAL_STATUSES.includes(current)) {
    return `This order is already ${current}.`;
  }
  if (wanted === 'placed') return 'An order cannot go back to placed.';
  if (party === 'buyer') {
    if (wanted === 'cancelled') {
      return 'The seller has already accepted this order. Ask the seller to cancel it.';
    }
    return `Only the seller can mark an order as ${wanted}.`;
  }
  if (current === 'placed') {
    return wanted === 'fulfilled'
      ? 'Accept this order before marking it fulfilled.'
      : 'Decline this order instead of cancelling it.';
  }
  return 'This order is already accepted; cancel it instead of declining it.';
}

/** Whether `party` may move the order to `wanted` now. */
export function mayMoveOrder(
  current: OrderStatus,
  wanted: OrderStatus,
  party: OrderParty,
): boolean {
  return nextOrderStatuses(current, party).includes(wanted);
}
