/**
 * A fresh `Idempotency-Key` for one checkout form or one add to the cart. `crypto.randomUUID`
 * exists only on secure pages (https, localhost); a site served over plain http on a local
 * network gets 128 random bits from `getRandomValues`, which every browser offers.
 */
export function newIdempotencyKey(source: Crypto = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
