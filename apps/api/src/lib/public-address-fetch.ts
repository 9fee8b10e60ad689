import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Thrown when an address is not a public internet address (or not http/https). */
export class RefusedAddressError extends Error {
  constructor(readonly address: string) {
    super(`Refused to connect to ${address}: not a public internet address`);
    this.name = 'RefusedAddressError';
  }
}

/** Thrown when an address does not answer, answers badly or too much. */
export class FetchFailedError extends Error {
  constructor(
    readonly reason: 'unanswered' | 'status' | 'too-large' | 'redirects',
    message: string,
  ) {
    super(message);
    this.name = 'FetchFailedError';
  }
}

/** IPv6's global unicast block: the only IPv6 addresses the internet routes today. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an IP address is a public internet address: IPv4 and IPv6 "unicast" in ipaddr.js's
 * special ranges (so not loopback, private, link-local with the 169.254.169.254 metadata
 * address, CGNAT, multicast, broadcast, unspecified, reserved, benchmarking, unique-local, …),
 * IPv6 inside 2000::/3, IPv4-mapped IPv6 judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || parsed.match(GLOBAL_UNICAST_V6);
}

export interface PublicFetchOptions {
  /** Give up after this long, the body included. */
  timeoutMs: number;
  /** Read at most this many bytes of the body. */
  maxBytes: number;
  /** Which IP addresses may be connected to: public internet addresses unless told otherwise. */
  allowAddress?: (address: string) => boolean;
  /** Follow at most this many redirects, each checked like the first address. */
  maxRedirects?: number;
  accept?: string;
  /** The User-Agent header (default: the calendar import's). */
  userAgent?: string;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A DNS lookup that answers only public addresses: the connection goes to the very address
 * checked here (no second lookup, so no rebinding between check and connect). Any private
 * address among the answers refuses the host.
 */
function checkedLookup(allowAddress: (address: string) => boolean): LookupFunction {
  return ((hostname: string, options: LookupOptions, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const refused = addresses.find((entry) => !allowAddress(entry.address));
      if (refused || addresses.length === 0) {
        return callback(
          Object.assign(new RefusedAddressError(refused?.address ?? hostname), {
            code: 'EREFUSEDADDRESS',
          }),
          '',
        );
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      callback(null, first!.address, first!.family);
    });
  }) as LookupFunction;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** One GET, without following redirects; a literal IP host is checked here (no lookup for it). */
function get(url: URL, options: PublicFetchOptions, signal: AbortSignal) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RefusedAddressError(url.protocol);
  }
  const allowAddress = options.allowAddress ?? isPublicAddress;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) && !allowAddress(host)) throw new RefusedAddressError(host);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = client.get(url, {
      agent: false,
      signal,
      lookup: checkedLookup(allowAddress),
      headers: {
        accept: options.accept ?? '*/*',
        'user-agent': options.userAgent ?? 'Bazaar calendar import',
      },
    });
    request.once('response', resolve);
    request.once('error', (error) => {
      const refused = error instanceof RefusedAddressError ? error : undefined;
      reject(refused ?? new FetchFailedError('unanswered', 'This address did not answer'));
    });
  });
}

/**
 * The body of a public http(s) address as text: every address it resolves to (and every address
 * a redirect leads to) must be a public internet address, the connection goes to the address
 * checked, the body is cut at `maxBytes` and the whole read at `timeoutMs`.
 */
export async function fetchPublicText(address: string, options: PublicFetchOptions) {
  return (await fetchPublicBytes(address, options)).toString('utf8');
}

/** Like `fetchPublicText`, the body as bytes (pictures of imported products). */
export async function fetchPublicBytes(
  address: string,
  options: PublicFetchOptions,
): Promise<Buffer> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = new URL(address);
  for (let redirects = 0; ; redirects += 1) {
    const response = await get(url, options, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECTS.has(status) && location) {
      response.destroy();
      if (redirects >= (options.maxRedirects ?? 3)) {
        throw new FetchFailedError('redirects', 'This address redirects too many times');
      }
      url = new URL(location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new FetchFailedError('status', `This address answered ${status}`);
    }
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of response as AsyncIterable<Buffer>) {
        size += chunk.byteLength;
        if (size > options.maxBytes) {
          response.destroy();
          throw new FetchFailedError('too-large', 'This address answers too much');
        }
        chunks.push(chunk);
      }
    } catch (error) {
      if (error instanceof FetchFailedError) throw error;
      throw new FetchFailedError('unanswered', 'This address did not answer in time');
    }
    return Buffer.concat(chunks);
  }
}
