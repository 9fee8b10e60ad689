import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { TrustProxy } from '../config';

/**
 * The visitor's address of a request Fastify does not see (a live-channel handshake), read as
 * Fastify reads `request.ip` with the same TRUST_PROXY: the nearest address not trusted to
 * forward, from the connection and X-Forwarded-For.
 */
export function visitorAddressOf(trust: TrustProxy): (request: IncomingMessage) => string {
  const trusted =
    trust === true
      ? () => true
      : trust === false
        ? () => false
        : Array.isArray(trust)
          ? proxyAddr.compile(trust)
          : (_address: string, hop: number) => hop < trust.hops;
  return (request) => plainAddress(proxyAddr(request, trusted));
}

/** IPv4 addresses may arrive in their IPv6-mapped form (::ffff:127.0.0.1). */
export const plainAddress = (address: string) =>
  address.replace(/^::ffff:(?=\d+\.)/i, '').toLowerCase();
