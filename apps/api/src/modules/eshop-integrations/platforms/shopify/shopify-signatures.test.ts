import { describe, expect, it } from 'vitest';
import {
  queryHmacValid,
  queryMessage,
  SHOP_DOMAIN,
  signQuery,
  signWebhook,
  timestampFresh,
  webhookHmacValid,
} from './shopify-signatures';

const SECRET = 'hush';

describe("Shopify's signatures", () => {
  it("signs the sorted query without hmac, as Shopify's documentation shows", () => {
    // The example of shopify.dev "Verify a request" (its secret is "hush").
    const query = {
      code: '0907a61c0c8d55e99db179b68161bc00',
      shop: 'some-shop.myshopify.com',
      state: '0.6784241404160823',
      timestamp: '1337178173',
    };
    expect(queryMessage({ ...query, hmac: 'x' })).toBe(
      'code=0907a61c0c8d55e99db179b68161bc00&shop=some-shop.myshopify.com&state=0.6784241404160823&timestamp=1337178173',
    );
    const hmac = signQuery(query, SECRET);
    expect(hmac).toBe('700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf');
    expect(queryHmacValid({ ...query, hmac }, SECRET)).toBe(true);
    expect(queryHmacValid({ ...query, hmac: hmac.toUpperCase() }, SECRET)).toBe(true);
    expect(queryHmacValid({ ...query, shop: 'other.myshopify.com', hmac }, SECRET)).toBe(false);
    expect(queryHmacValid({ ...query, hmac }, 'another secret')).toBe(false);
    expect(queryHmacValid(query, SECRET)).toBe(false);
    expect(queryHmacValid({ ...query, hmac: 'abc' }, SECRET)).toBe(false);
  });

  it('accepts only myshopify.com shop domains', () => {
    expect(SHOP_DOMAIN.test('demo-store.myshopify.com')).toBe(true);
    expect(SHOP_DOMAIN.test('evil.com')).toBe(false);
    expect(SHOP_DOMAIN.test('demo.myshopify.com.evil.com')).toBe(false);
    expect(SHOP_DOMAIN.test('-demo.myshopify.com')).toBe(false);
    expect(SHOP_DOMAIN.test('a/b.myshopify.com')).toBe(false);
  });

  it('keeps a timestamp only within five minutes of now', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const seconds = now.getTime() / 1000;
    expect(timestampFresh(String(seconds - 299), now)).toBe(true);
    expect(timestampFresh(String(seconds + 299), now)).toBe(true);
    expect(timestampFresh(String(seconds - 301), now)).toBe(false);
    expect(timestampFresh(undefined, now)).toBe(false);
    expect(timestampFresh('soon', now)).toBe(false);
  });

  it('verifies webhooks over the raw body', () => {
    const body = '{"id":1,"title":"Mug"}';
    const header = signWebhook(body, SECRET);
    expect(webhookHmacValid(body, header, SECRET)).toBe(true);
    expect(webhookHmacValid('{"id":1, "title":"Mug"}', header, SECRET)).toBe(false);
    expect(webhookHmacValid(body, header, 'other')).toBe(false);
    expect(webhookHmacValid(body, undefined, SECRET)).toBe(false);
  });
});
