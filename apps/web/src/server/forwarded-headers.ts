import type { IncomingHttpHeaders } from 'node:http';
import proxyAddr from 'proxy-addr';

/** Headers through which a proxy tells who the visitor is; a visitor can forge every one. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-proto',
  'x-real-ip',
] as const;

export type TrustProxy = (address: string) => boolean;

/**
 * Reads WEB_TRUST_PROXY: unset or "false" trusts nobody (the web faces visitors directly);
 * "true" trusts every hop; otherwise a comma list of addresses, CIDR ranges or the names
 * loopback, linklocal and uniquelocal (the reverse proxies in front of the web).
 */
export function parseTrustProxy(setting: string | undefined): TrustProxy {
  const value = setting?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'false') return () => false;
  if (value === 'true') return () => true;
  const trust = proxyAddr.compile(value.split(',').map((entry) => entry.trim()));
  return (address) => trust(address, 0);
}

/**
 * Drops the forwarding headers of a request that did not come from a trusted proxy, so Next.js
 * fills them in from the connection itself and the api (which trusts the web) sees the real
 * visitor address rather than one the visitor made up.
 */
export function dropUntrustedForwarding(
  headers: IncomingHttpHeaders,
  remoteAddress: string | undefined,
  trustProxy: TrustProxy,
): void {
  if (remoteAddress && trustProxy(remoteAddress)) return;
  for (const name of FORWARDING_HEADERS) delete headers[name];
}
