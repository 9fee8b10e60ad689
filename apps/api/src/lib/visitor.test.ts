import { describe, expect, it } from 'vitest';
import { networkOf, visitorOf } from './visitor';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const secret = 'a-secret-of-at-least-thirty-two-characters';
const morning = new Date('2026-11-24T08:00:00Z');
const evening = new Date('2026-11-24T22:00:00Z');
const nextDay = new Date('2026-11-25T08:00:00Z');

const request = (ip: string, userAgent?: string) => ({
  ip,
  headers: userAgent === undefined ? {} : { 'user-agent': userAgent },
});

describe('visitorOf', () => {
  it('gives one signed-out visitor one key per day, and another key the next day', () => {
    const first = visitorOf(request('203.0.113.7', CHROME), { secret, now: morning });
    const again = visitorOf(request('203.0.113.7', CHROME), { secret, now: evening });
    const tomorrow = visitorOf(request('203.0.113.7', CHROME), { secret, now: nextDay });
    expect(first).toMatchObject({ key: again.key, day: '2026-11-24', isBot: false });
    expect(tomorrow.key).not.toBe(first.key);
    expect(tomorrow.addressKey).not.toBe(first.addressKey);
    // Whom impression tokens are issued to stays the same across midnight.
    expect(tomorrow.holder).toBe(first.holder);
    expect(tomorrow.day).toBe('2026-11-25');
  });

  it('does not make a new visitor of a new browser: signed out, the visitor is the address', () => {
    const chrome = visitorOf(request('203.0.113.7', CHROME), { secret, now: morning });
    const firefox = visitorOf(request('203.0.113.7', 'Firefox/133.0'), { secret, now: morning });
    expect(firefox.key).toBe(chrome.key);
    expect(firefox.holder).toBe(chrome.holder);
  });

  it('counts an IPv6 /64 as one address, and an IPv4-mapped address as its IPv4 address', () => {
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    const one = visitorOf(request('2001:db8:1:2::1', CHROME), { secret, now: morning });
    const sameLine = visitorOf(request('2001:db8:1:2:9:8:7:6', CHROME), { secret, now: morning });
    const otherLine = visitorOf(request('2001:db8:1:3::1', CHROME), { secret, now: morning });
    expect(sameLine.key).toBe(one.key);
    expect(otherLine.key).not.toBe(one.key);
  });

  it('tells visitors apart by address, and a signed-in account by the account', () => {
    const one = visitorOf(request('203.0.113.7', CHROME), { secret, now: morning });
    const otherAddress = visitorOf(request('203.0.113.8', CHROME), { secret, now: morning });
    const accountHere = visitorOf(request('203.0.113.7', CHROME), {
      secret,
      now: morning,
      accountId: 'a1',
    });
    const accountElsewhere = visitorOf(request('198.51.100.1', 'Firefox'), {
      secret,
      now: evening,
      accountId: 'a1',
    });
    expect(otherAddress.key).not.toBe(one.key);
    expect(accountHere.key).not.toBe(one.key);
    expect(accountElsewhere.key).toBe(accountHere.key);
    // The address still counts an account's views towards the address's limits.
    expect(accountHere.addressKey).toBe(one.addressKey);
  });

  it('keeps no address or account in the key and depends on the secret', () => {
    const visitor = visitorOf(request('203.0.113.7', CHROME), { secret, now: morning });
    expect(visitor.key).not.toContain('203.0.113.7');
    const otherSecret = visitorOf(request('203.0.113.7', CHROME), {
      secret: `${secret}!`,
      now: morning,
    });
    expect(otherSecret.key).not.toBe(visitor.key);
  });

  it('marks crawlers and requests without a browser as bots', () => {
    expect(visitorOf(request('66.249.66.1', GOOGLEBOT), { secret, now: morning }).isBot).toBe(true);
    expect(visitorOf(request('203.0.113.7'), { secret, now: morning }).isBot).toBe(true);
    expect(visitorOf(request('203.0.113.7', CHROME), { secret, now: morning }).isBot).toBe(false);
  });
});
