import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Store grants are kept sealed (ADR 0064): AES-256-GCM with a random 96-bit nonce per value,
 * the store (`platform:storeKey`) as additional data so a sealed token copied onto another
 * store's row does not open. Format: `v1.<nonce>.<ciphertext>.<tag>`, each part base64url.
 */
export interface TokenSealer {
  seal(plain: string, store: string): string;
  open(sealed: string, store: string): string;
}

const VERSION = 'v1';
const KEY_BYTES = 32;
const NONCE_BYTES = 12;

/**
 * The key: ESHOP_TOKEN_KEY (32 bytes, base64) when configured; otherwise derived (HKDF-SHA256)
 * from the auth secret, so a development installation needs no extra setting. Changing the auth
 * secret then makes stored grants unreadable: their stores must be connected again.
 */
export function tokenKeyFrom(configured: Buffer | undefined, authSecret: string): Buffer {
  if (configured) {
    if (configured.length !== KEY_BYTES) throw new Error('ESHOP_TOKEN_KEY must be 32 bytes');
    return configured;
  }
  return Buffer.from(
    hkdfSync('sha256', authSecret, 'bazaar', 'eshop-integrations token key v1', KEY_BYTES),
  );
}

export function createTokenSealer(key: Buffer): TokenSealer {
  if (key.length !== KEY_BYTES) throw new Error('the token key must be 32 bytes');
  return {
    seal(plain, store) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(store, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, nonce, body, cipher.getAuthTag()]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, store) {
      const [version, nonce, body, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || !nonce || body === undefined || !tag || rest.length > 0) {
        throw new Error('not a sealed token');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(store, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
