// The web's own HTTP server: Next.js behind one small step that drops forwarding headers a
// visitor could forge (Next.js would otherwise pass them on to the api as the visitor's address)
// and answers itself the requests Next.js cannot read (ADR 0030). It forwards `/api/*` to the api
// itself, and the live channel's websocket upgrades of `/ws` (ADR 0045), and serves the pages
// signed-out visitors share from its page cache (ADR 0035), made stale by the changes the api
// announces when REDIS_URL is set (ADR 0082).
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { mayChangeSharedPages, REQUEST_ID_HEADER } from '@bazaar/contracts';
import next from 'next';
import isBot from 'next/dist/shared/lib/router/utils/is-bot.js';
import { apiOrigin } from '../lib/api-origin';
import { publicUrl } from '../lib/site-config';
import { createApiForwarder, isApiPath } from './api-forwarder';
import { answerClientError, sendErrorAnswer, unreadablePathAnswer } from './error-answers';
import {
  dropUntrustedForwarding,
  parseTrustProxy,
  warnOnceAboutUntrustedProxy,
} from './forwarded-headers';
import { createPageCache } from './page-cache';
import { cacheableRequest, pageCacheSettings } from './page-cache-variants';
import { createSelfRenderer } from './page-renderer';
import { assignRequestId } from './request-id';
import { sharedPagesRedisUrl, startSharedPagesSync } from './shared-pages-sync';
import { createUpgradeForwarder, isRealtimePath } from './upgrade-forwarder';

/** The web app's folder: the nearest one up from this file that holds next.config.ts. */
function webRoot(): string {
  let dir = import.meta.dirname;
  while (!existsSync(path.join(dir, 'next.config.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Cannot find the web app folder (next.config.ts).');
    dir = parent;
  }
  return dir;
}

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
const trustProxy = parseTrustProxy(process.env.WEB_TRUST_PROXY);
const warnAboutUntrustedProxy = warnOnceAboutUntrustedProxy(trustProxy, console.warn);
const cacheSettings = pageCacheSettings(process.env, dev);
const redisUrl = sharedPagesRedisUrl(process.env);
const siteUrl = publicUrl();

const app = next({ dev, dir: webRoot(), hostname, port });
await app.prepare();
const handleRequest = app.getRequestHandler();
const handleUpgrade = app.getUpgradeHandler();

// The cache renders through this server itself, on the loopback address of its interface.
const loopback = hostname === '0.0.0.0' ? '127.0.0.1' : hostname === '::' ? '[::1]' : hostname;
const selfRenderer = createSelfRenderer(`http://${loopback}:${port}`);
const pageCache =
  cacheSettings.ttlMs > 0
    ? createPageCache({ ...cacheSettings, render: selfRenderer.render })
    : null;
// With a Redis, the api announces every change of the pages signed-out visitors share, whichever
// way it came (nginx sends /api straight to the api): the pages it names turn stale here and on
// every other web instance (ADR 0082).
const sharedPagesSync =
  pageCache && redisUrl
    ? startSharedPagesSync({ redisUrl, markStale: (change) => pageCache.markStale(change) })
    : null;
// Without one (`npm start`: one web that forwards /api itself), a change accepted through this
// web may show on any cached page (a listing, its stock, the catalog): they are all forgotten.
// Changes made elsewhere wait for the TTL (ADR 0035).
const forwarder = createApiForwarder({
  apiOrigin: apiOrigin(),
  serverPort: port,
  onChange: (url) => {
    if (!sharedPagesSync && mayChangeSharedPages(url)) pageCache?.clear();
  },
});

const server = createServer((request, response) => {
  if (selfRenderer.isOwnRequest(request)) return void handleRequest(request, response);
  const unreadable = unreadablePathAnswer(request);
  if (unreadable) return sendErrorAnswer(request, response, unreadable);
  warnAboutUntrustedProxy(request.headers, request.socket.remoteAddress);
  dropUntrustedForwarding(request.headers, request.socket.remoteAddress, trustProxy);
  // One id per visitor request, passed to the api by the forwarder or the page's server calls.
  response.setHeader(REQUEST_ID_HEADER, assignRequestId(request));
  if (isApiPath(request.url ?? '/')) return forwarder.forward(request, response);
  const cacheable = pageCache
    ? cacheableRequest(request, { publicUrl: siteUrl, botType: isBot.getBotType })
    : null;
  if (!pageCache || !cacheable) return void handleRequest(request, response);
  void pageCache.serve(request, response, cacheable, () => void handleRequest(request, response));
});
// The live channel's websocket goes to the api; any other upgrade is Next.js's (development).
const forwardUpgrade = createUpgradeForwarder({ apiOrigin: apiOrigin(), serverPort: port });
server.on('upgrade', (request, socket, head) => {
  warnAboutUntrustedProxy(request.headers, request.socket.remoteAddress);
  dropUntrustedForwarding(request.headers, request.socket.remoteAddress, trustProxy);
  if (isRealtimePath(request.url ?? '/')) return forwardUpgrade(request, socket, head);
  void handleUpgrade(request, socket, head);
});
// A URL or headers over Node's 16 KB limit, or a request line it cannot parse.
server.on('clientError', answerClientError);
// An idle keep-alive connection stays open longer than its other end keeps it (nginx's upstream
// keepalive: 60 s), as the api's does (Fastify: 72 s). With Node's 5 s, a proxy or client that
// sent its next request on a connection as the server closed it got a reset (a 502 from nginx
// for a request it may not retry).
server.keepAliveTimeout = 72_000;

server.listen(port, hostname, () => {
  console.log(`Bazaar web listening on http://${hostname}:${port}${dev ? ' (development)' : ''}`);
  if (pageCache) {
    const announced = sharedPagesSync ? ', stale on changes the api announces on Redis' : '';
    console.log(`Page cache on: ${cacheSettings.ttlMs / 1000} s${announced}`);
  }
});

let closing = false;
function shutDown(): void {
  if (closing) return;
  closing = true;
  // In-flight requests finish; idle keep-alive connections close now.
  server.close(() => {
    void Promise.all([forwarder.close(), selfRenderer.close(), sharedPagesSync?.close()]).finally(
      () => process.exit(0),
    );
  });
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on('SIGTERM', shutDown);
process.on('SIGINT', shutDown);
