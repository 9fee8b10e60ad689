import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * SHOPLINE's request signatures (developer.shopline.com, "Generate and verify signatures"; ADR
 * 0065). Every signature is a lower-case hex HMAC-SHA256 keyed with the app secret:
 * - GET requests SHOPLINE sends us (the install request, the authorization callback): over the
 *   query parameters without `sign`, sorted by name and joined as `name=value&name=value`, the
 *   values as they travel (URL-encoded). A `timestamp` (milliseconds) older or newer than ten
 *   minutes makes the request invalid, as SHOPLINE's own window.
 * - POST requests we send (token create and refresh): over the request body followed by the
 *   `timestamp` header, carried with `appkey` and `sign` headers.
 * - Webhooks: `X-Shopline-Hmac-Sha256` over the raw body (base64 in SHOPLINE's examples; hex is
 *   accepted too, as some of its SDKs send it).
 */

/** SHOPLINE's window for a signed timestamp. */
export const SIGN_WINDOW_MS = 10 * 60 * 1000;

const hmac = (secret: string, source: string) =>
  createHmac('sha256', secret).update(source, 'utf8');

/** Whether two strings are equal, in a time that does not depend on where they differ. */
export function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  // Compare against itself when lengths differ, so the time does not leak the length either.
  return a.length === b.length ? timingSafeEqual(a, b) : (timingSafeEqual(b, b), false);
}

/** One `name=value` pair of a query string, both as they travel (URL-encoded). */
export interface RawQueryPair {
  name: string;
  value: string;
}

/** The pairs of a raw query string (`a=1&b=2`, without `?`), left URL-encoded. */
export function rawQueryPairs(rawQuery: string): RawQueryPair[] {
  return rawQuery
    .split('&')
    .filter((part) => part.length > 0)
    .map((part) => {
      const separator = part.indexOf('=');
      return separator < 0
        ? { name: part, value: '' }
        : { name: part.slice(0, separator), value: part.slice(separator + 1) };
    });
}

/** The text a GET signature covers: every pair but `sign`, sorted by name. */
export function querySignSource(pairs: readonly RawQueryPair[]): string {
  return pairs
    .filter((pair) => pair.name !== 'sign')
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((pair) => `${pair.name}=${pair.value}`)
    .join('&');
}

/** The `sign` of a GET request's parameters (values URL-encoded as they will travel). */
export function signQuery(pairs: readonly RawQueryPair[], secret: string): string {
  return hmac(secret, querySignSource(pairs)).digest('hex');
}

/** A query string with its `sign` appended, from decoded parameters (how SHOPLINE builds one). */
export function signedQueryString(params: Record<string, string>, secret: string): string {
  const pairs = Object.entries(params).map(([name, value]) => ({
    name: encodeURIComponent(name),
    value: encodeURIComponent(value),
  }));
  const sign = signQuery(pairs, secret);
  return [...pairs, { name: 'sign', value: sign }].map((p) => `${p.name}=${p.value}`).join('&');
}

export type QueryCheck =
  | { ok: true; params: Record<string, string> }
  | { ok: false; reason: 'missing_sign' | 'bad_sign' | 'stale_timestamp' | 'repeated_parameter' };

/**
 * Checks a GET request SHOPLINE signed: its `sign` (constant-time) and its `timestamp` within
 * the window around `now`. Answers the decoded parameters when both hold.
 */
export function verifySignedQuery(rawQuery: string, secret: string, now: Date): QueryCheck {
  const pairs = rawQueryPairs(rawQuery);
  const names = new Set(pairs.map((pair) => pair.name));
  if (names.size !== pairs.length) return { ok: false, reason: 'repeated_parameter' };
  const sign = pairs.find((pair) => pair.name === 'sign')?.value;
  if (!sign) return { ok: false, reason: 'missing_sign' };
  if (!sameText(sign.toLowerCase(), signQuery(pairs, secret)))
    return { ok: false, reason: 'bad_sign' };
  const params: Record<string, string> = {};
  for (const pair of pairs) {
    try {
      params[decodeURIComponent(pair.name)] = decodeURIComponent(pair.value.replace(/\+/g, ' '));
    } catch {
      return { ok: false, reason: 'bad_sign' };
    }
  }
  if (!freshTimestamp(params['timestamp'], now)) return { ok: false, reason: 'stale_timestamp' };
  return { ok: true, params };
}

/** Whether a millisecond timestamp lies within SHOPLINE's window around `now`. */
export function freshTimestamp(timestamp: string | undefined, now: Date): boolean {
  if (!timestamp || !/^\d{10,16}$/.test(timestamp)) return false;
  return Math.abs(now.getTime() - Number(timestamp)) <= SIGN_WINDOW_MS;
}

/** The `sign` header of a POST request we send: over the body followed by the timestamp. */
export function signPostBody(body: string, timestamp: string, secret: string): string {
  return hmac(secret, `${body}${timestamp}`).digest('hex');
}

/** The headers that sign a POST to SHOPLINE's OAuth endpoints. */
export function signedPostHeaders(
  appKey: string,
  secret: string,
  body: string,
  now: Date,
): Record<string, string> {
  const timestamp = String(now.getTime());
  return {
    'content-type': 'application/json',
    appkey: appKey,
    timestamp,
    sign: signPostBody(body, timestamp, secret),
  };
}

/** What SHOPLINE sends as `X-Shopline-Hmac-Sha256` for a webhook body (base64). */
export function webhookHmac(rawBody: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}

/** Whether a webhook's `X-Shopline-Hmac-Sha256` matches its raw body (base64 or hex). */
export function verifyWebhookHmac(
  rawBody: string | Buffer,
  header: string | undefined,
  secret: string,
): boolean {
  if (!header) return false;
  const digest = createHmac('sha256', secret).update(rawBody).digest();
  const given = header.trim();
  const asBase64 = sameText(given, digest.toString('base64'));
  const asHex = sameText(given.toLowerCase(), digest.toString('hex'));
  return asBase64 || asHex;
}
