import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';

/** One visitor on one day, as views and clicks are counted (once per visitor per day). */
export interface Visitor {
  /**
   * Stands for the visitor on `day` only: an HMAC of the account (or, signed out, the address and
   * the browser) with the day, so counts are de-duplicated without keeping who looked, and keys of
   * two days cannot be linked.
   */
  key: string;
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  /** Crawlers and preview fetchers: their views and clicks are not counted. */
  isBot: boolean;
}

/**
 * The visitor of a request. `secret` is the api's key (the access-token key), so every instance
 * gives one visitor the same key; `accountId` is the signed-in account, when there is one.
 */
export function visitorOf(
  request: Pick<FastifyRequest, 'ip' | 'headers'>,
  { secret, now, accountId }: { secret: string; now: Date; accountId?: string | null },
): Visitor {
  const userAgent = request.headers['user-agent'] ?? '';
  const day = now.toISOString().slice(0, 10);
  const who = accountId ? `account:${accountId}` : `anonymous:${request.ip}\n${userAgent}`;
  const key = createHmac('sha256', secret)
    .update(`visitor\n${day}\n${who}`)
    .digest('base64url')
    .slice(0, 32);
  // No user agent at all is a script, not a person's browser.
  return { key, day, isBot: userAgent === '' || isbot(userAgent) };
}
