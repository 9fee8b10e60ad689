import { describe, expect, it } from 'vitest';
import { type Order } from '@bazaar/contracts';
import { replaceOrder, type OrderPages } from './order-pages';

function order(id: string, status: Order['status']): Order {
  const money = { amount_minor: 1_000, currency: 'EUR' };
  const party = { id: '00000000-0000-4000-8000-000000000001', display_name: 'Ada' };
  return {
    id,
    number: 1,
    status,
    status_reason: null,
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    buyer: party,
    seller: party,
    contact: { name: 'Ada', email: 'ada@example.com', phone: null },
    fulfilment: 'pickup',
    delivery_address: null,
    pickup_address: null,
    note: '',
    items: [],
    total: money,
    next_statuses: [],
  };
}

const pages: OrderPages = {
  pages: [
    { items: [order('a', 'placed'), order('b', 'placed')], next_cursor: 'c1' },
    { items: [order('c', 'placed')], next_cursor: null },
  ],
  pageParams: [undefined, 'c1'],
};

describe('loaded pages of orders', () => {
  it('show an order in its new state where it was, keeping the cursors', () => {
    const next = replaceOrder(pages, order('c', 'accepted'));
    expect(next?.pages[1]?.items[0]?.status).toBe('accepted');
    expect(next?.pages[0]).toEqual(pages.pages[0]);
    expect(next?.pageParams).toEqual(pages.pageParams);
  });

  it('stay the same object when the order is not among them', () => {
    expect(replaceOrder(pages, order('x', 'accepted'))).toBe(pages);
    expect(replaceOrder(undefined, order('a', 'accepted'))).toBeUndefined();
  });
});
