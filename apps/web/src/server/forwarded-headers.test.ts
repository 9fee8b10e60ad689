import { describe, expect, it } from 'vitest';
import { dropUntrustedForwarding, parseTrustProxy } from './forwarded-headers';

function forgedHeaders() {
  return {
    host: 'bazaar.test',
    'x-forwarded-for': '203.0.113.50',
    'x-forwarded-proto': 'https',
    'x-real-ip': '203.0.113.50',
    forwarded: 'for=203.0.113.50',
    accept: 'text/html',
  };
}

describe('dropUntrustedForwarding', () => {
  it('drops every forwarding header of a visitor when no proxy is trusted', () => {
    const headers = forgedHeaders();
    dropUntrustedForwarding(headers, '198.51.100.7', parseTrustProxy(undefined));
    expect(headers).toEqual({ host: 'bazaar.test', accept: 'text/html' });
  });

  it('keeps them when the connection comes from a trusted proxy', () => {
    const headers = forgedHeaders();
    dropUntrustedForwarding(headers, '10.0.0.5', parseTrustProxy('10.0.0.0/8'));
    expect(headers['x-forwarded-for']).toBe('203.0.113.50');
  });

  it('drops them when the connection comes from outside the trusted ranges', () => {
    const headers = forgedHeaders();
    dropUntrustedForwarding(headers, '192.0.2.1', parseTrustProxy('loopback, 10.0.0.0/8'));
    expect(headers['x-forwarded-for']).toBeUndefined();
  });

  it('understands loopback and the true and false settings', () => {
    expect(parseTrustProxy('loopback')('127.0.0.1')).toBe(true);
    expect(parseTrustProxy('loopback')('::ffff:127.0.0.1')).toBe(true);
    expect(parseTrustProxy('false')('127.0.0.1')).toBe(false);
    expect(parseTrustProxy('true')('203.0.113.9')).toBe(true);
  });

  it('drops them when the remote address is unknown', () => {
    const headers = forgedHeaders();
    dropUntrustedForwarding(headers, undefined, parseTrustProxy('true'));
    expect(headers['x-forwarded-for']).toBeUndefined();
  });
});
