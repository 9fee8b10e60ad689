import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import {
  ACCESS_TOKEN_COOKIE,
  divisionByRouteWord,
  REFRESH_TOKEN_COOKIE,
  type SharedPagesChange,
} from '@bazaar/contracts';
import { DEVICE_TYPE_COOKIE, serverDeviceType } from '../lib/device-type';
import { LOCALE_COOKIE, requestLocale } from '../lib/i18n/config';
import { PAGE_CHANGES_AT_META } from '../lib/page-changes-at';
import {
  isMainMenuCollapsedCookie,
  MAIN_MENU_COLLAPSED_COOKIE,
} from '../lib/layout/main-menu-preference';
import { createNonce } from '../lib/security/content-security-policy';
import { acceptsGzip, appendVary, requestCookies } from './http-headers';

/** The response header that tells whether a page came from the cache. */
export const PAGE_CACHE_HEADER = 'x-bazaar-page-cache';

export interface PageCacheSettings {
  /** How long a rendered page is served as it is; 0 turns the cache off. */
  ttlMs: number;
  /** The most memory the stored pages may take. */
  maxBytes: number;
}

type Env = Record<string, string | undefined>;

function nonNegativeNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name} must be a number of 0 or more, not "${raw}".`);
  }
  return value;
}

/**
 * PAGE_CACHE_TTL_SECONDS (default 30; 0 turns the cache off, the default of the development
 * server, whose pages change with the code) and PAGE_CACHE_MAX_MB (default 64).
 */
export function pageCacheSettings(env: Env, development: boolean): PageCacheSettings {
  return {
    ttlMs: nonNegativeNumber(env, 'PAGE_CACHE_TTL_SECONDS', development ? 0 : 30) * 1000,
    maxBytes: Math.floor(nonNegativeNumber(env, 'PAGE_CACHE_MAX_MB', 64) * 1024 * 1024),
  };
}

/** Second words of a division's address that are not a section: forms and the item/showroom prefixes. */
const NOT_A_SECTION = new Set(['add-product', 'edit-product', 'item', 'showroom']);

/**
 * Home, a division, a section (`latest-ads` too), a showroom node and an item page: the pages a
 * signed-out visitor sees the same as every other signed-out visitor.
 */
export function isCacheablePagePath(pathname: string): boolean {
  if (pathname === '/') return true;
  const words = pathname.split('/');
  if (words[0] !== '' || words.some((word, index) => index > 0 && word === '')) return false;
  const [, division, second, third] = words;
  if (!division || !divisionByRouteWord(division)) return false;
  if (words.length === 2) return true;
  if (words.length === 3) return !NOT_A_SECTION.has(second!);
  return words.length === 4 && (second === 'item' || second === 'showroom') && Boolean(third);
}

/** The listing of an item page's address (`/{division}/item/{id}`, with or without a query), else null. */
export function itemPageListing(url: string): string | null {
  const queryStart = url.indexOf('?');
  const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
  if (!isCacheablePagePath(pathname)) return null;
  const [, , second, third] = pathname.split('/');
  return second === 'item' && third ? third : null;
}

/**
 * How old a page must be before an announced change (ADR 0082) makes it stale; a younger page
 * turns stale when it reaches this age. It bounds the renders a stream of changes costs (checkouts
 * of a popular listing, a seller saving again and again): at most one render of a page per this
 * time on each web instance, however many changes are announced meanwhile, while every change
 * still shows within seconds.
 */
export const STALE_MIN_AGE_MS = 5_000;

/** Headers through which the App Router asks for its flight data (client navigation, prefetch). */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action'];

/** Everything a signed-out render depends on, as the app derives it from the request. */
export interface PageVariant {
  /** Path and query. */
  url: string;
  locale: string;
  deviceType: string;
  menuCollapsed: boolean;
  /** The site's origin as the render reads it (absolute links), when PUBLIC_URL does not fix it. */
  host: string;
  proto: string;
  /** How Next.js streams the page to this user agent: to browsers, to full-DOM bots, to HTML-only bots. */
  botType: string;
  /** The visitor's user agent, for Next.js's own choice of the above when the page is rendered. */
  userAgent: string;
}

export interface CacheableRequest {
  key: string;
  variant: PageVariant;
}

export interface KeyOptions {
  /** PUBLIC_URL fixes the site's origin; otherwise the render takes it from the request. */
  publicUrl: string | null;
  /** Next.js's classification of user agents (next/dist/shared/lib/router/utils/is-bot). */
  botType: (userAgent: string) => string | undefined;
}

/**
 * The cache key of a page request, or null when its answer must be rendered for it alone: not a
 * GET or HEAD of a cacheable page, a session cookie (signed in, or a session to restore), or a
 * request of the App Router for flight data. The key is made of the values the app derives from
 * the request (locale, device type, main menu state, origin), not of the raw headers, so all
 * browsers that get the same page share one entry. Call it after dropUntrustedForwarding.
 */
export function cacheableRequest(
  request: IncomingMessage,
  options: KeyOptions,
): CacheableRequest | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = request.url ?? '/';
  const queryStart = url.indexOf('?');
  const pathname = queryStart < 0 ? url : url.slice(0, queryStart);
  if (!isCacheablePagePath(pathname)) return null;
  if (queryStart >= 0 && new URLSearchParams(url.slice(queryStart)).has('_rsc')) return null;
  const { headers } = request;
  if (ROUTER_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const cookies = requestCookies(headers.cookie);
  if (cookies.get(ACCESS_TOKEN_COOKIE) || cookies.get(REFRESH_TOKEN_COOKIE)) return null;

  const userAgent = headers['user-agent'] ?? '';
  const encrypted = 'encrypted' in request.socket && request.socket.encrypted === true;
  const variant: PageVariant = {
    url,
    locale: requestLocale(cookies.get(LOCALE_COOKIE), headers['accept-language']),
    deviceType: serverDeviceType(cookies.get(DEVICE_TYPE_COOKIE), userAgent),
    menuCollapsed: isMainMenuCollapsedCookie(cookies.get(MAIN_MENU_COLLAPSED_COOKIE)),
    host: firstValue(headers['x-forwarded-host']) ?? headers.host ?? '',
    proto: firstValue(headers['x-forwarded-proto']) ?? (encrypted ? 'https' : 'http'),
    botType: options.botType(userAgent) ?? 'browser',
    userAgent,
  };
  const origin = options.publicUrl ? '' : `${variant.proto}://${variant.host}`;
  const key = [
    origin,
    variant.locale,
    variant.deviceType,
    variant.menuCollapsed ? 'collapsed' : 'open',
    variant.botType,
    url,
  ].join(' ');
  return { key, variant };
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The request headers of a render made for the cache: the variant's derived values as the
 * cookies the app reads first, so the render is exactly that of the key.
 */
export function variantRequestHeaders(variant: PageVariant): Record<string, string> {
  const cookies = [
    `${LOCALE_COOKIE}=${variant.locale}`,
    `${DEVICE_TYPE_COOKIE}=${variant.deviceType}`,
    ...(variant.menuCollapsed ? [`${MAIN_MENU_COLLAPSED_COOKIE}=1`] : []),
  ];
  return {
    host: variant.host || 'localhost',
    'x-forwarded-host': variant.host || 'localhost',
    'x-forwarded-proto': variant.proto,
    'user-agent': variant.userAgent,
    cookie: cookies.join('; '),
    accept: 'text/html',
    // Plain bytes: the cache compresses each answer itself, around its fresh nonce.
    'accept-encoding': 'identity',
  };
}

/** What a render for the cache answered. */
export interface RenderedPage {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Renders the page of a variant (main.ts asks its own server, bypassing the cache). */
export type PageRenderer = (variant: PageVariant) => Promise<RenderedPage>;

/** A page kept for signed-out visitors, cut at its CSP nonce so each answer gets a new one. */
interface StoredPage {
  kind: 'page';
  storedAt: number;
  headers: OutgoingHttpHeaders;
  /** The nonce the render made, replaced in the headers of every answer. */
  nonce: string;
  /** The body split at every occurrence of the nonce. */
  parts: Buffer[];
  /** Each part compressed on its own as raw deflate ending on a byte boundary (see gzipBody). */
  deflatedParts: Buffer[];
  bytes: number;
  /** When the page said its content changes (PAGE_CHANGES_AT_META), in ms; null: only the TTL. */
  changesAt: number | null;
  /** The listing of an item page: an announced change of that listing makes it stale. */
  listingId: string | null;
  /**
   * When a change that may show on this page was first announced after it was rendered (or
   * while it was), in ms; null: none. It turns the page stale before its TTL (`staleFrom`).
   */
  changeAnnouncedAt: number | null;
}

/** A page whose answer cannot be shared (not 200, sets a cookie, …): rendered per request until it expires. */
interface Uncacheable {
  kind: 'pass';
  storedAt: number;
}

type Entry = StoredPage | Uncacheable;

/** Headers of the render that describe its one connection or its one body, never replayed. */
const NOT_REPLAYED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'date',
]);

const NONCE_PATTERN = /'nonce-([^']+)'/;

const CHANGES_AT_PATTERN = new RegExp(`<meta name="${PAGE_CHANGES_AT_META}" content="([^"]+)"`);

/** The moment a rendered page said it changes, in ms, or null. */
function changesAtOf(body: Buffer): number | null {
  const found = CHANGES_AT_PATTERN.exec(body.toString('latin1'));
  const at = found ? Date.parse(found[1]!) : Number.NaN;
  return Number.isNaN(at) ? null : at;
}

function splitAt(body: Buffer, separator: string): Buffer[] {
  const parts: Buffer[] = [];
  const needle = Buffer.from(separator);
  let start = 0;
  for (let at = body.indexOf(needle); at >= 0; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at));
    start = at + needle.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/**
 * The render's answer as a stored page, or null when it may not be shared: only a 200 HTML
 * answer without Set-Cookie and with the nonce of its Content-Security-Policy. `url` is the
 * page's path and query (an item page remembers its listing).
 */
export function storedPage(page: RenderedPage, now: number, url = ''): StoredPage | null {
  const { headers } = page;
  if (page.status !== 200 || headers['set-cookie'] !== undefined) return null;
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return null;
  if (headers['content-encoding'] !== undefined) return null;
  const nonce = NONCE_PATTERN.exec(String(headers['content-security-policy'] ?? ''))?.[1];
  if (!nonce) return null;
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !NOT_REPLAYED.has(name)) kept[name] = value;
  }
  appendVary(kept, 'Accept-Encoding');
  const parts = splitAt(page.body, nonce);
  const deflatedParts = parts.map((part) =>
    deflateRawSync(part, { finishFlush: constants.Z_SYNC_FLUSH }),
  );
  const bytes =
    parts.reduce((sum, part) => sum + part.length, 0) +
    deflatedParts.reduce((sum, part) => sum + part.length, 0) +
    JSON.stringify(kept).length;
  return {
    kind: 'page',
    storedAt: now,
    headers: kept,
    nonce,
    parts,
    deflatedParts,
    bytes,
    changesAt: changesAtOf(page.body),
    listingId: itemPageListing(url),
    changeAnnouncedAt: null,
  };
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty final stored block: ends the deflate stream. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** Bytes as one stored (uncompressed) non-final deflate block; a nonce is at most a few dozen. */
function storedBlock(bytes: Buffer): Buffer {
  const length = bytes.length;
  const head = Buffer.from([
    0x00,
    length & 0xff,
    length >> 8,
    ~length & 0xff,
    (~length >> 8) & 0xff,
  ]);
  return Buffer.concat([head, bytes]);
}

/**
 * The page with a fresh nonce as one gzip member, without compressing the page again: each part
 * was deflated once when stored, ending on a byte boundary and not final, so the parts, the nonce
 * in stored blocks and a final empty block make one valid deflate stream. Only the checksum is
 * computed per answer.
 */
function gzipBody(page: StoredPage, nonce: Buffer): Buffer {
  const pieces: Buffer[] = [GZIP_HEADER];
  const nonceBlock = storedBlock(nonce);
  let crc = 0;
  let size = 0;
  page.parts.forEach((part, index) => {
    if (index > 0) {
      pieces.push(nonceBlock);
      crc = crc32(nonce, crc);
      size += nonce.length;
    }
    pieces.push(page.deflatedParts[index]!);
    crc = crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(FINAL_BLOCK, trailer);
  return Buffer.concat(pieces);
}

function plainBody(page: StoredPage, nonce: Buffer): Buffer {
  const pieces: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) pieces.push(nonce);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

export type CacheState = 'hit' | 'stale' | 'miss';

/** Answers a request with a stored page, its nonce replaced by a fresh one everywhere. */
export function sendStoredPage(
  request: IncomingMessage,
  response: ServerResponse,
  page: StoredPage,
  state: CacheState,
  nonce = createNonce(),
): void {
  const fresh = Buffer.from(nonce);
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(page.headers)) {
    headers[name] =
      typeof value === 'string'
        ? value.replaceAll(page.nonce, nonce)
        : Array.isArray(value)
          ? value.map((item) => item.replaceAll(page.nonce, nonce))
          : value;
  }
  headers[PAGE_CACHE_HEADER] = state;
  let body: Buffer;
  if (acceptsGzip(request)) {
    body = gzipBody(page, fresh);
    headers['content-encoding'] = 'gzip';
  } else {
    body = plainBody(page, fresh);
  }
  headers['content-length'] = body.length;
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

export interface PageCacheOptions extends PageCacheSettings {
  render: PageRenderer;
  now?: () => number;
  logError?: (message: string, error: unknown) => void;
}

export interface PageCache {
  /**
   * Answers a cacheable request from the cache, rendering it once when needed; calls `render`
   * for the request itself when its page cannot be shared.
   */
  serve(
    request: IncomingMessage,
    response: ServerResponse,
    cacheable: CacheableRequest,
    renderForRequest: () => void,
  ): Promise<void>;
  /** Forgets every page, and the renders already running are not stored. */
  clear(): void;
  /**
   * Makes the pages an announced change may show on stale (ADR 0082): an item page of one of
   * `listings`, or every page. A stale page is still served while one render replaces it; a page
   * younger than STALE_MIN_AGE_MS turns stale when it reaches that age, and so does a page whose
   * render is running now (it may have read what was there before the change).
   */
  markStale(change: SharedPagesChange): void;
}

/**
 * The HTML cache of the pages signed-out visitors see (ADR 0035). A page is fresh for the TTL,
 * or until an announced change makes it stale sooner (`markStale`, ADR 0082); then, until twice
 * the TTL from its render, it is still served while one render replaces it; after that a visitor
 * waits for a new render. One render runs at a time per key: visitors who ask meanwhile wait for
 * it. Entries are held within a memory bound, least recently used first out.
 */
export function createPageCache({
  ttlMs,
  maxBytes,
  render,
  now = Date.now,
  logError = (message, error) => console.error(message, error),
}: PageCacheOptions): PageCache {
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) => (entry.kind === 'page' ? entry.bytes : 64) + key.length,
  });
  /** The renders running, by key; `changed`: a change that may show on it was announced meanwhile. */
  const rendering = new Map<
    string,
    { promise: Promise<Entry | null>; listingId: string | null; changed: boolean }
  >();
  /** Counts clears: a render that began before the last one may show what has changed since. */
  let generation = 0;

  function refresh({ key, variant }: CacheableRequest): Promise<Entry | null> {
    const running = rendering.get(key);
    if (running) return running.promise;
    const startedIn = generation;
    const promise = render(variant)
      .then((page) => {
        const at = now();
        const entry: Entry = storedPage(page, at, variant.url) ?? { kind: 'pass', storedAt: at };
        if (entry.kind === 'page' && rendering.get(key)?.changed) entry.changeAnnouncedAt = at;
        if (startedIn === generation) entries.set(key, entry);
        return entry;
      })
      .catch((error: unknown) => {
        logError(`page cache: rendering ${variant.url} failed`, error);
        return null;
      })
      .finally(() => {
        if (rendering.get(key)?.promise === promise) rendering.delete(key);
      });
    rendering.set(key, { promise, listingId: itemPageListing(variant.url), changed: false });
    return promise;
  }

  /** Until when a page is fresh: its TTL, or sooner once a change was announced (not before the minimum age). */
  function staleFrom(page: StoredPage): number {
    const byTtl = page.storedAt + ttlMs;
    if (page.changeAnnouncedAt === null) return byTtl;
    return Math.min(byTtl, Math.max(page.changeAnnouncedAt, page.storedAt + STALE_MIN_AGE_MS));
  }

  async function serve(
    request: IncomingMessage,
    response: ServerResponse,
    cacheable: CacheableRequest,
    renderForRequest: () => void,
  ): Promise<void> {
    const kept = entries.get(cacheable.key);
    // A page whose content has changed by itself since (a schedule's boundary) is not served.
    const entry =
      kept?.kind === 'page' && kept.changesAt !== null && now() >= kept.changesAt
        ? undefined
        : kept;
    const age = entry ? now() - entry.storedAt : Number.POSITIVE_INFINITY;
    if (entry?.kind === 'page' && now() < staleFrom(entry)) {
      return sendStoredPage(request, response, entry, 'hit');
    }
    if (entry?.kind === 'pass' && age < ttlMs) return renderForRequest();
    if (entry?.kind === 'page' && age < 2 * ttlMs) {
      void refresh(cacheable);
      return sendStoredPage(request, response, entry, 'stale');
    }
    const rendered = await refresh(cacheable);
    if (response.destroyed) return;
    if (rendered?.kind === 'page') return sendStoredPage(request, response, rendered, 'miss');
    renderForRequest();
  }

  function clear(): void {
    generation += 1;
    entries.clear();
    rendering.clear();
  }

  function markStale(change: SharedPagesChange): void {
    const listings = 'listings' in change ? new Set(change.listings) : null;
    const concerns = (listingId: string | null) =>
      listings === null || (listingId !== null && listings.has(listingId));
    const at = now();
    // Not a page that may not be shared: it is rendered for each visitor anyway.
    for (const entry of entries.values()) {
      if (entry.kind === 'page' && entry.changeAnnouncedAt === null && concerns(entry.listingId)) {
        entry.changeAnnouncedAt = at;
      }
    }
    for (const running of rendering.values()) {
      if (concerns(running.listingId)) running.changed = true;
    }
  }

  return { serve, clear, markStale };
}
