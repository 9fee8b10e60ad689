import { describe, expect, it } from 'vitest';
import { idempotencyKeySchema } from '@bazaar/contracts';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('makes keys the api accepts, different every time', () => {
    const first = newIdempotencyKey();
    const second = newIdempotencyKey();
    expect(idempotencyKeySchema.safeParse(first).success).toBe(true);
    expect(first).not.toBe(second);
  });

  it('still makes valid keys where randomUUID is missing (a page over plain http)', () => {
    const insecure = {
      getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto),
    } as unknown as Crypto;
    const key = newIdempotencyKey(insecure);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
  });
});
