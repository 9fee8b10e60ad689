import { orderStatuses, type OrderParty } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { mayMoveOrder, partyOf, statusChangeRefusal } from './order-status';

const order = { buyerId: 'buyer', sellerId: 'seller' };

describe('partyOf', () => {
  it('knows the seller, the buyer and administrators, and nobody else', () => {
    expect(partyOf(order, { id: 'seller', type: 'SELLER' })).toBe('seller');
    expect(partyOf(order, { id: 'buyer', type: 'SELLER' })).toBe('buyer');
    // An administrator who bought is the buyer of that order.
    expect(partyOf(order, { id: 'buyer', type: 'ADMIN' })).toBe('buyer');
    expect(partyOf(order, { id: 'someone', type: 'SUPER_ADMIN' })).toBe('admin');
    expect(partyOf(order, { id: 'someone', type: 'BUYER' })).toBeNull();
  });
});

describe('statusChangeRefusal', () => {
  it('explains every move that is not allowed', () => {
    const parties: OrderParty[] = ['buyer', 'seller', 'admin'];
    for (const party of parties) {
      for (const current of orderStatuses) {
        for (const wanted of orderStatuses) {
          if (mayMoveOrder(current, wanted, party)) continue;
          expect(statusChangeRefusal(current, wanted, party).length).toBeGreaterThan(10);
        }
      }
    }
  });

  it('says what to do instead', () => {
    expect(statusChangeRefusal('fulfilled', 'cancelled', 'seller')).toBe(
      'This order is already fulfilled.',
    );
    expect(statusChangeRefusal('accepted', 'accepted', 'seller')).toBe(
      'This order is already accepted.',
    );
    expect(statusChangeRefusal('accepted', 'cancelled', 'buyer')).toBe(
      'The seller has already accepted this order. Ask the seller to cancel it.',
    );
    expect(statusChangeRefusal('placed', 'accepted', 'buyer')).toBe(
      'Only the seller can mark an order as accepted.',
    );
    expect(statusChangeRefusal('placed', 'fulfilled', 'seller')).toBe(
      'Accept this order before marking it fulfilled.',
    );
    expect(statusChangeRefusal('placed', 'cancelled', 'seller')).toBe(
      'Decline this order instead of cancelling it.',
    );
    expect(statusChangeRefusal('accepted', 'declined', 'seller')).toBe(
      'This order is already accepted; cancel it instead of declining it.',
    );
    expect(statusChangeRefusal('accepted', 'placed', 'seller')).toBe(
      'An order cannot go back to placed.',
    );
    expect(statusChangeRefusal('placed', 'accepted', 'admin')).toBe(
      'Only the buyer and the seller can change an order.',
    );
  });
});
