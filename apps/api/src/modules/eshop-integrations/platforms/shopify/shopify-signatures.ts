import { createHmac, timingSafeEqual } from 'node:crypto';
import { refusedBy } from '../../platform-install';

/**
 * Shopify's signatures (ADR 0064): the install and callback requests carry `hmac`, the hex
 * HMAC-SHA256 (app secret) of the other query parameters sorted by name and joined as
 * `name=value&…`; webhooks carry `X-Shopify-Hmac-Sha256`, the base64 HMAC-SHA256 of the raw body.
 */

/** A shop's myshopify.com domain, the only shop names Shopify sends. */
export const SHOP_DOMAIN = /^[a-zA-Z0-9][a-zA-Z0-9-]*\.myshopify\.com$/;

/** How far a request's `timestamp` may lie from now (either way), in seconds. */
export const TIMESTAMP_WINDOW_SECONDS = 5 * 60;

/** The 401 of a request whose signature, shop or install state does not hold. */
export const shopifyRefused = refusedBy('Shopify');

export type QueryParams = Record<string, string | string[] | undefined>;

/** The message Shopify signs: every parameter but `hmac` (and the legacy `signature`), sorted. */
export function queryMessage(query: QueryParams): string {
  return Object.keys(query)
    .filter((name) => name !== 'hmac' && name !== 'signature' && query[name] !== undefined)
    .sort()
    .map((name) => {
      const value = query[name]!;
      // Shopify signs an array parameter as name=["a", "b"].
      const text = Array.isArray(value) ? `[${value.map((v) => `"${v}"`).join(', ')}]` : value;
      return `${name}=${text}`;
    })
    .join('&');
}

export function signQuery(query: QueryParams, secret: string): string {
  return createHmac('sha256', secret).update(queryMessage(query), 'utf8').digest('hex');
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether `query.hmac` is the app's signature of the rest (compared in constant time). */
export function queryHmacValid(query: QueryParams, secret: string): boolean {
  const given = query['hmac'];
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return sameBytes(
    Buffer.from(given.toLowerCase(), 'hex'),
    Buffer.from(signQuery(query, secret), 'hex'),
  );
}

/** Whether the request's `timestamp` (Unix seconds) is within the window around `now`. */
export function timestampFresh(timestamp: string | undefined, now: Date): boolean {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(now.getTime() / 1000 - Number(timestamp)) <= TIMESTAMP_WINDOW_SECONDS;
}

export function signWebhook(rawBody: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/** Whether `X-Shopify-Hmac-Sha256` is the app's signature of the raw body. */
export function webhookHmacValid(
  rawBody: string | Buffer,
  header: string | undefined,
  secret: string,
): boolean {
  if (!header || !/^[A-Za-z0-9+/]{43}=$/.test(header)) return false;
  return sameBytes(
    Buffer.from(header, 'base64'),
    Buffer.from(signWebhook(rawBody, secret), 'base64'),
  );
}
