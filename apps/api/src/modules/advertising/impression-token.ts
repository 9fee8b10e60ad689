import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Impression tokens (ADR 0089): the api hands one out for each ad a visitor's page reports as
 * shown, and a click counts only with one. A token names the campaign, when it was issued and a
 * random nonce (what "used once" is kept by); its MAC also covers who it was issued to, the
 * visitor's identity (the account, or signed out the network address), which the token does not
 * carry: another visitor presenting it, or the same one from another network, does not match.
 */

/** How long after the view a click may present its token. */
export const IMPRESSION_TOKEN_TTL_MS = 30 * 60 * 1000;

const VERSION = 'i1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface ImpressionTokenKeys {
  /** The api's key (the access-token key). */
  secret: string;
}

function macOf(secret: string, payload: string, holder: string): Buffer {
  return createHmac('sha256', secret)
    .update(`advertising-impression\n${payload}\n${holder}`)
    .digest()
    .subarray(0, 18);
}

/** A token for `holder` (a visitor's identity) having seen `campaignId` at `now`. */
export function issueImpressionToken(
  { secret }: ImpressionTokenKeys,
  campaignId: string,
  holder: string,
  now: Date,
): string {
  const payload = [
    VERSION,
    campaignId,
    now.getTime().toString(36),
    randomBytes(12).toString('base64url'),
  ].join('.');
  return `${payload}.${macOf(secret, payload, holder).toString('base64url')}`;
}

export type ImpressionCheck =
  | { ok: true; nonce: string }
  | { ok: false; reason: 'missing' | 'malformed' | 'forged' | 'expired' };

/**
 * Whether `token` was issued to `holder` for `campaignId` less than the token's lifetime before
 * `now` (a token from the future is refused as well).
 */
export function checkImpressionToken(
  { secret }: ImpressionTokenKeys,
  token: string | undefined,
  campaignId: string,
  holder: string,
  now: Date,
): ImpressionCheck {
  if (!token) return { ok: false, reason: 'missing' };
  const parts = token.split('.');
  if (parts.length !== 5) return { ok: false, reason: 'malformed' };
  const [version, campaign, issued, nonce, mac] = parts as [string, string, string, string, string];
  if (version !== VERSION || !UUID.test(campaign) || !/^[0-9a-z]{1,11}$/.test(issued)) {
    return { ok: false, reason: 'malformed' };
  }
  if (!/^[A-Za-z0-9_-]{16}$/.test(nonce) || !/^[A-Za-z0-9_-]{24}$/.test(mac)) {
    return { ok: false, reason: 'malformed' };
  }
  const expected = macOf(secret, parts.slice(0, 4).join('.'), holder);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'forged' };
  }
  if (campaign !== campaignId) return { ok: false, reason: 'forged' };
  const age = now.getTime() - parseInt(issued, 36);
  if (age < 0 || age > IMPRESSION_TOKEN_TTL_MS) return { ok: false, reason: 'expired' };
  return { ok: true, nonce };
}
