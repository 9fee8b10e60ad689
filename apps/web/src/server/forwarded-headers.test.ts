import { describe, expect, it } from 'vitest';
import {
  dropUntrustedForwarding,
  parseTrustProxy,
  warnOnceAboutUntrustedProxy,
} from './forwarded-headers';

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

describe('warnOnceAboutUntrustedProxy', () => {
  function warner(setting: string | undefined) {
    const warnings: string[] = [];
    const warn = warnOnceAboutUntrustedProxy(parseTrustProxy(setting), (message) =>
      warnings.push(message),
    );
    return { warn, warnings };
  }

  it('warns once, naming WEB_TRUST_PROXY, when a proxy on this machine is not trusted', () => {
    const { warn, warnings } = warner(undefined);
    warn(forgedHeaders(), '127.0.0.1');
    warn(forgedHeaders(), '127.0.0.1');
    warn(forgedHeaders(), '::1');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('X-Forwarded-For');
    expect(warnings[0]).toContain('set WEB_TRUST_PROXY=loopback');
  });

  it("suggests a private network proxy's own address", () => {
    const { warn, warnings } = warner('loopback');
    warn(forgedHeaders(), '::ffff:10.0.0.5');
    expect(warnings[0]).toContain('set WEB_TRUST_PROXY=10.0.0.5');
  });

  it('does not log the address of a public peer, which may be a visitor', () => {
    const { warn, warnings } = warner(undefined);
    warn(forgedHeaders(), '198.51.100.7');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).not.toContain('198.51.100.7');
    expect(warnings[0]).toContain('WEB_TRUST_PROXY');
  });

  it('stays quiet for trusted proxies and for requests that were not forwarded', () => {
    const { warn, warnings } = warner('10.0.0.0/8');
    warn(forgedHeaders(), '10.0.0.5');
    warn({ host: 'bazaar.test', accept: 'text/html' }, '198.51.100.7');
    expect(warnings).toEqual([]);
  });
});
