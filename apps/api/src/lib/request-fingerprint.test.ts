import { describe, expect, it } from 'vitest';
import { requestFingerprint } from './request-fingerprint';

const checkout = {
  method: 'POST',
  route: '/carts/:sellerId/checkout',
  callerId: 'buyer-1',
  params: { sellerId: 'seller-1' },
  body: { fulfilment: 'pickup', contact: { name: 'Ann', email: 'ann@example.test' }, note: '' },
};

describe('requestFingerprint', () => {
  it('is the same for the same request, whatever the order of its keys', () => {
    const reordered = {
      ...checkout,
      body: { note: '', contact: { email: 'ann@example.test', name: 'Ann' }, fulfilment: 'pickup' },
    };
    expect(requestFingerprint(reordered)).toBe(requestFingerprint(checkout));
    expect(requestFingerprint(checkout)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('differs for another body, parameter, route, method or caller', () => {
    const fingerprint = requestFingerprint(checkout);
    for (const other of [
      { ...checkout, body: { ...checkout.body, note: 'Ring twice' } },
      { ...checkout, params: { sellerId: 'seller-2' } },
      { ...checkout, route: '/users/:id/balance/top-ups' },
      { ...checkout, method: 'PUT' },
      { ...checkout, callerId: 'buyer-2' },
    ]) {
      expect(requestFingerprint(other)).not.toBe(fingerprint);
    }
  });
});
