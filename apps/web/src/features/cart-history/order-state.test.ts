import { describe, expect, it } from 'vitest';
import { nextOrderStatuses, orderStatuses } from '@bazaar/contracts';
import { asksForReason, orderActions, orderStatusTones, partiesShown } from './order-state';

describe('order status chips', () => {
  it('give every status its own colour', () => {
    const tones = orderStatuses.map((status) => orderStatusTones[status]);
    expect(tones.every(Boolean)).toBe(true);
    expect(new Set(tones).size).toBe(orderStatuses.length);
  });

  it('show refusals in red and the done order in green', () => {
    expect(orderStatusTones.declined).toBe('red');
    expect(orderStatusTones.fulfilled).toBe('green');
  });
});

describe('order actions', () => {
  it('offer a seller accept before decline on a placed order', () => {
    expect(orderActions({ next_statuses: nextOrderStatuses('placed', 'seller') })).toEqual([
      { action: 'accept', status: 'accepted' },
      { action: 'decline', status: 'declined' },
    ]);
  });

  it('offer a seller mark fulfilled before cancel on an accepted order', () => {
    expect(
      orderActions({ next_statuses: ['cancelled', 'fulfilled'] }).map(({ action }) => action),
    ).toEqual(['fulfil', 'cancel']);
  });

  it('offer a buyer only cancel, and nothing once an order is final', () => {
    expect(orderActions({ next_statuses: nextOrderStatuses('placed', 'buyer') })).toEqual([
      { action: 'cancel', status: 'cancelled' },
    ]);
    expect(orderActions({ next_statuses: [] })).toEqual([]);
  });

  it('never offer a move back to placed', () => {
    expect(orderActions({ next_statuses: ['placed'] })).toEqual([]);
  });

  it('ask for a reason before declining or cancelling only', () => {
    expect(asksForReason('decline')).toBe(true);
    expect(asksForReason('cancel')).toBe(true);
    expect(asksForReason('accept')).toBe(false);
    expect(asksForReason('fulfil')).toBe(false);
  });
});

describe('the parties an order names', () => {
  it('are the seller of what one bought, the buyer of what one received, both for all', () => {
    expect(partiesShown('buyer')).toEqual({ buyer: false, seller: true });
    expect(partiesShown('seller')).toEqual({ buyer: true, seller: false });
    expect(partiesShown('all')).toEqual({ buyer: true, seller: true });
  });
});
