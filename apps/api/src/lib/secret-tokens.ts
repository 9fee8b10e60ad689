import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random, URL-safe token of 32 bytes (256 bits): refresh tokens and mailed links. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a leaked table opens no session. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('base64url');
}

/** A keyed hash for short secrets (6-digit codes) that a plain hash could not protect. */
export function keyedHash(key: string, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('base64url');
}

/** Compares two secrets in constant time; both are hashed first so lengths never leak. */
export function sameSecret(a: string, b: string): boolean {
  const left = createHash('sha256').update(a, 'utf8').digest();
  const right = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(left, right);
}

/** A code of `length` random digits, leading zeros allowed. */
export function newNumericCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += String(randomInt(10));
  return code;
}
