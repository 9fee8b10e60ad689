import { describe, expect, it } from 'vitest';
import { visitorOf } from './visitor';

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
    expect(first).toEqual({ key: again.key, day: '2026-11-24', isBot: false });
    expect(tomorrow.key).not.toBe(first.key);
    expect(tomorrow.day).toBe('2026-11-25');
  });

  it('tells visitors apart by address and browser, and a signed-in account by the account', () => {
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
