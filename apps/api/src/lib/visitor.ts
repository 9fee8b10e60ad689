import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { isbot } from 'isbot';

/** One visitor on one day, as views and clicks are counted (once per visitor per day). */
export interface Visitor {
  /**
   * Stands for the visitor on `day` only: an HMAC of the account (or, signed out, the network
   * address) with the day, so counts are de-duplicated without keeping who looked, and keys of
   * two days cannot be linked. The browser (User-Agent) is not part of it: it is whatever the
   * sender writes, so a new one must not make a new visitor (issue 33).
   */
  key: string;
  /**
   * Stands for the network address on `day` (an IPv4 address, an IPv6 /64), signed in or not:
   * what per-address limits count by. An HMAC like `key`.
   */
  addressKey: string;
  /**
   * Stands for the visitor whatever the day (an HMAC like `key`, not stored): whom the
   * advertising's impression tokens are issued to, so a token issued before midnight still
   * matches its visitor after it.
   */
  holder: string;
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
  /** Crawlers and preview fetchers: their views and clicks are not counted. */
  isBot: boolean;
}

/** Expands an IPv6 address to its eight groups (`::` filled with zeros), or null. */
function ipv6Groups(address: string): string[] | null {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  const missing = 8 - front.length - back.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...front, ...Array<string>(missing).fill('0'), ...back].map((group) =>
    group.toLowerCase().replace(/^0+(?=.)/, ''),
  );
}

/**
 * The network a visitor's address stands for: an IPv4 address as it is (an IPv4-mapped IPv6
 * address too), an IPv6 address as its /64 prefix, the smallest block one subscriber gets, so
 * the 2^64 addresses of one line count as one.
 */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(ip)) return ip;
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address;
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
  const network = networkOf(request.ip);
  const keyOf = (who: string, period: string) =>
    createHmac('sha256', secret)
      .update(`visitor\n${period}\n${who}`)
      .digest('base64url')
      .slice(0, 32);
  const address = `address:${network}`;
  const who = accountId ? `account:${accountId}` : address;
  return {
    key: keyOf(who, day),
    addressKey: keyOf(address, day),
    holder: keyOf(who, 'always'),
    day,
    // No user agent at all is a script, not a person's browser.
    isBot: userAgent === '' || isbot(userAgent),
  };
}
