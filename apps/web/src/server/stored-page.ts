import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import { constants, crc32, deflateRawSync } from 'node:zlib';
import { PAGE_CHANGES_AT_META } from '../lib/page-changes-at';
import { createNonce } from '../lib/security/content-security-policy';
import { acceptsGzip, appendVary } from './http-headers';
import { itemPageListing, PAGE_CACHE_HEADER, type PageVariant } from './page-cache-variants';

/*
 * A page as the page cache (page-cache.ts) keeps it, cut at its CSP nonce, and how a kept page is
 * answered with a fresh nonce, gzipped without compressing it again.
 */

/** What a render for the cache answered. */
export interface RenderedPage {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Renders the page of a variant (main.ts asks its own server, bypassing the cache). */
export type PageRenderer = (variant: PageVariant) => Promise<RenderedPage>;

/** A page kept for signed-out visitors, cut at its CSP nonce so each answer gets a new one. */
export interface StoredPage {
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

export type Entry = StoredPage | Uncacheable;

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
