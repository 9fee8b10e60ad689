import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenSealer, tokenKeyFrom } from './token-crypto';

describe('token sealing', () => {
  const sealer = createTokenSealer(randomBytes(32));

  it('opens what it sealed, and never keeps the token readable', () => {
    const sealed = sealer.seal('shpat_secret-token', 'shopify:demo.myshopify.com');
    expect(sealed).not.toContain('shpat');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(sealer.open(sealed, 'shopify:demo.myshopify.com')).toBe('shpat_secret-token');
    expect(sealer.seal('same', 's')).not.toBe(sealer.seal('same', 's'));
  });

  it('refuses another store, a changed byte and another key', () => {
    const sealed = sealer.seal('token', 'shopify:a.myshopify.com');
    expect(() => sealer.open(sealed, 'shopify:b.myshopify.com')).toThrow();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[2]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[2] = body.toString('base64url');
    expect(() => sealer.open(parts.join('.'), 'shopify:a.myshopify.com')).toThrow();
    expect(() =>
      createTokenSealer(randomBytes(32)).open(sealed, 'shopify:a.myshopify.com'),
    ).toThrow();
    expect(() => sealer.open('plain-token', 'shopify:a.myshopify.com')).toThrow();
  });

  it('takes the configured key, or derives a stable one from the auth secret', () => {
    const configured = randomBytes(32);
    expect(tokenKeyFrom(configured, 'x'.repeat(40))).toBe(configured);
    expect(() => tokenKeyFrom(randomBytes(16), 'x'.repeat(40))).toThrow();
    const derived = tokenKeyFrom(undefined, 'a'.repeat(40));
    expect(derived).toHaveLength(32);
    expect(tokenKeyFrom(undefined, 'a'.repeat(40)).equals(derived)).toBe(true);
    expect(tokenKeyFrom(undefined, 'b'.repeat(40)).equals(derived)).toBe(false);
  });
});
