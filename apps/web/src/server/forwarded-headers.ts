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

const isLoopback = proxyAddr.compile('loopback');
const isPrivateNetwork = proxyAddr.compile(['linklocal', 'uniquelocal']);

/** Whether a request says whom it was forwarded for, from a peer WEB_TRUST_PROXY does not name. */
function isForwardedByUntrustedPeer(
  headers: IncomingHttpHeaders,
  remoteAddress: string | undefined,
  trustProxy: TrustProxy,
): boolean {
  const forwarded = headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined;
  return forwarded && !(remoteAddress && trustProxy(remoteAddress));
}

/**
 * What to tell the operator. A proxy is on this machine or a private network, so its address is
 * named and suggested; a public peer is more likely a visitor, whose address is not logged.
 */
function untrustedProxyWarning(remoteAddress: string | undefined): string {
  const address = remoteAddress?.replace(/^::ffff:/, '');
  let peer = 'a public address';
  let setting = "WEB_TRUST_PROXY=<the proxy's address or CIDR range>";
  if (address && isLoopback(address, 0)) {
    peer = 'this machine';
    setting = 'WEB_TRUST_PROXY=loopback';
  } else if (address && isPrivateNetwork(address, 0)) {
    peer = address;
    setting = `WEB_TRUST_PROXY=${address}`;
  }
  return (
    `Warning: requests arrive with X-Forwarded-For from ${peer}, which WEB_TRUST_PROXY does not ` +
    'trust, so the header is ignored. If a reverse proxy runs in front of the web, every visitor ' +
    'now counts as the proxy (one address, so the per-address sign-in limits apply to everybody ' +
    `together): set ${setting} and restart. Without a proxy, a visitor sent the header and ` +
    'nothing needs to change. (This warning is shown once.)'
  );
}

/**
 * Warns once, at the first request forwarded by an untrusted peer: a reverse proxy in front of
 * the web without WEB_TRUST_PROXY turns every visitor into the proxy's address.
 */
export function warnOnceAboutUntrustedProxy(
  trustProxy: TrustProxy,
  warn: (message: string) => void,
): (headers: IncomingHttpHeaders, remoteAddress: string | undefined) => void {
  let warned = false;
  return (headers, remoteAddress) => {
    if (warned || !isForwardedByUntrustedPeer(headers, remoteAddress, trustProxy)) return;
    warned = true;
    warn(untrustedProxyWarning(remoteAddress));
  };
}
