import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import { createGzip } from 'node:zlib';
import { Pool } from 'undici';
import {
  NOT_FOUND_CODE,
  pickLocale,
  redactUrl,
  REQUEST_ID_HEADER,
  requestHeaders,
  type ErrorEnvelope,
} from '@bazaar/contracts';
import { messagesFor } from '../lib/i18n/messages';
import { securityHeaders } from '../lib/security/security-headers';
import { acceptsGzip, appendVary } from './http-headers';
import { assignRequestId } from './request-id';

/** Headers that describe one hop of a connection, never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  // Answered by the web server itself (Node sends the 100 Continue).
  'expect',
]);

/** Whether a request's path is the api's: `/api` and everything under it. */
export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * The api's routes for the private network only, which the web does not forward, as nginx does
 * not (deploy/nginx/bazaar.conf): the Prometheus metrics, scraped from each instance directly.
 */
const INTERNAL_API_PATHS = new Set(['/api/metrics']);

/**
 * Whether a request's path names an internal api route, however it is spelled: percent-encoded,
 * with doubled or trailing slashes, dot segments, a `;` suffix or another case (a spelling the
 * api would not route is refused too, which costs nothing).
 */
export function isInternalApiPath(url: string): boolean {
  const rawPath = url.split(/[?#]/, 1)[0] ?? '';
  let decoded = rawPath;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    // Not valid percent-encoding: the api answers it 400; compared as it is.
  }
  const resolved = new URL(decoded.split(';', 1)[0]!.replace(/[/\\]+/g, '/'), 'http://web.invalid')
    .pathname;
  const path = resolved.replace(/\/+$/, '').toLowerCase();
  return INTERNAL_API_PATHS.has(path);
}

/** The names a Connection header lists are hop-by-hop too. */
function connectionTokens(value: string | string[] | undefined): Set<string> {
  const list = Array.isArray(value) ? value.join(',') : (value ?? '');
  return new Set(
    list
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** The request headers the api gets: the visitor's, without hop-by-hop ones, with X-Forwarded-*. */
export function forwardedRequestHeaders(
  request: IncomingMessage,
  serverPort: number,
): Record<string, string | string[]> {
  const listed = connectionTokens(request.headers.connection);
  const result: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || listed.has(name)) continue;
    result[name] = value;
  }
  // As Next.js filled them in for the route handler that forwarded before: kept when a trusted
  // proxy sent them (dropUntrustedForwarding ran first), else taken from the connection.
  const encrypted = 'encrypted' in request.socket && request.socket.encrypted === true;
  const proto = request.headers['x-forwarded-proto'];
  const isHttps = proto ? proto === 'https' : encrypted;
  result['x-forwarded-host'] ??= request.headers.host ?? 'localhost';
  result['x-forwarded-port'] ??= String(serverPort || (isHttps ? 443 : 80));
  result['x-forwarded-proto'] ??= isHttps ? 'https' : 'http';
  if (request.socket.remoteAddress) {
    result['x-forwarded-for'] ??= request.socket.remoteAddress;
  }
  return result;
}

/** The answer's headers for the visitor: the api's, without hop-by-hop ones, with the site's security headers. */
export function answerHeaders(upstream: IncomingHttpHeaders): OutgoingHttpHeaders {
  const listed = connectionTokens(upstream.connection);
  const result: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(upstream)) {
    if (value === undefined || HOP_BY_HOP.has(name) || listed.has(name)) continue;
    result[name] = value;
  }
  // Every answer of the web's origin carries them (next.config.ts gave them to the old route).
  for (const { key, value } of securityHeaders) result[key.toLowerCase()] ??= value;
  return result;
}

/** Media types worth compressing, as Next.js's compression chose for the route it replaces. */
const COMPRESSIBLE = /json|text\/|javascript|xml|svg/i;
/** Smaller answers are sent as they are: gzip's framing would outweigh the saving. */
const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Whether the answer is compressed on the way out. The api sends plain bytes; browsers get text
 * answers gzipped, as they did through Next.js.
 */
function shouldCompress(
  request: IncomingMessage,
  statusCode: number,
  headers: OutgoingHttpHeaders,
): boolean {
  if (request.method === 'HEAD' || statusCode === 204 || statusCode === 304) return false;
  if (headers['content-encoding'] || !acceptsGzip(request)) return false;
  if (!COMPRESSIBLE.test(String(headers['content-type'] ?? ''))) return false;
  const length = Number(headers['content-length'] ?? Number.NaN);
  return !(length < COMPRESS_THRESHOLD_BYTES);
}

/** The api could not be reached: answer in the spec's envelope, in the visitor's language. */
function sendUnavailable(
  request: IncomingMessage,
  response: ServerResponse,
  requestId: string,
): void {
  const locale = pickLocale(request.headers[requestHeaders.language]);
  sendEnvelope(request, response, requestId, {
    status: 502,
    error_code: 'COMMON',
    user_message: messagesFor(locale).errors.network,
  });
}

/** An answer of the web's own in the spec's error envelope. */
function sendEnvelope(
  request: IncomingMessage,
  response: ServerResponse,
  requestId: string,
  envelope: ErrorEnvelope,
): void {
  const body = JSON.stringify(envelope);
  const headers: OutgoingHttpHeaders = {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
    [REQUEST_ID_HEADER]: requestId,
  };
  for (const { key, value } of securityHeaders) headers[key.toLowerCase()] = value;
  response.writeHead(envelope.status, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** An internal api route: answered here as the api answers a route that does not exist. */
function sendNotFound(request: IncomingMessage, response: ServerResponse, requestId: string) {
  const locale = pickLocale(request.headers[requestHeaders.language]);
  sendEnvelope(request, response, requestId, {
    status: 404,
    error_code: NOT_FOUND_CODE,
    user_message: messagesFor(locale).errors.notFoundDescription,
  });
}

export interface ApiForwarderOptions {
  /** The api's origin (API_URL). */
  apiOrigin: string;
  /** The port the web listens on, for X-Forwarded-Port. */
  serverPort: number;
  /** Where failures are reported; console.error by default. */
  logError?: (message: string, error: unknown) => void;
  /** Called with the path of each request that may change data (any method but GET, HEAD, OPTIONS) the api accepted. */
  onChange?: (url: string) => void;
}

export interface ApiForwarder {
  /** Forwards one `/api/*` request to the api and streams the answer back. */
  forward(request: IncomingMessage, response: ServerResponse): void;
  close(): Promise<void>;
}

/**
 * The browser calls `/api/*` on the web's own origin; the web server passes each request to the
 * api over a pool of kept-alive connections, streaming the body both ways (ADR 0035). Nothing is
 * set up per request beyond the request itself.
 */
export function createApiForwarder({
  apiOrigin,
  serverPort,
  logError = (message, error) => console.error(message, error),
  onChange,
}: ApiForwarderOptions): ApiForwarder {
  const pool = new Pool(apiOrigin, {
    // Idle connections stay open a while, below the api's own keep-alive timeout (Fastify: 72 s).
    keepAliveTimeout: 30_000,
    keepAliveMaxTimeout: 60_000,
  });

  function forward(request: IncomingMessage, response: ServerResponse): void {
    const method = request.method ?? 'GET';
    const hasBody = method !== 'GET' && method !== 'HEAD';
    const changes = hasBody && method !== 'OPTIONS';
    // Kept when the web's server gave it one already; the api logs and echoes it.
    const requestId = assignRequestId(request);
    if (isInternalApiPath(request.url ?? '/')) {
      sendNotFound(request, response, requestId);
      return;
    }
    const abort = new AbortController();
    // The visitor went away before the answer was complete: the api's work is not wanted.
    response.once('close', () => {
      if (!response.writableFinished) abort.abort();
    });
    pool
      .stream(
        {
          path: request.url ?? '/',
          method,
          headers: forwardedRequestHeaders(request, serverPort),
          body: hasBody ? request : null,
          signal: abort.signal,
        },
        ({ statusCode, headers }) => {
          if (changes && statusCode < 400) onChange?.(request.url ?? '/');
          const outgoing = answerHeaders(headers);
          if (!shouldCompress(request, statusCode, outgoing)) {
            response.writeHead(statusCode, outgoing);
            return response;
          }
          delete outgoing['content-length'];
          outgoing['content-encoding'] = 'gzip';
          appendVary(outgoing, 'Accept-Encoding');
          response.writeHead(statusCode, outgoing);
          const gzip = createGzip();
          gzip.pipe(response);
          return gzip;
        },
      )
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        if (response.headersSent) {
          // The answer had begun: the visitor sees a cut connection, as the api's own would.
          response.destroy();
          return;
        }
        logError(
          `api forwarder: ${method} ${redactUrl(request.url ?? '/')} failed [request ${requestId}]`,
          error,
        );
        sendUnavailable(request, response, requestId);
      });
  }

  return { forward, close: () => pool.close() };
}
