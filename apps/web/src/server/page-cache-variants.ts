import type { IncomingMessage } from 'node:http';
import { ACCESS_TOKEN_COOKIE, divisionByRouteWord, REFRESH_TOKEN_COOKIE } from '@bazaar/contracts';
import { DEVICE_TYPE_COOKIE, serverDeviceType } from '../lib/device-type';
import { LOCALE_COOKIE, requestLocale } from '../lib/i18n/config';
import {
  isMainMenuCollapsedCookie,
  MAIN_MENU_COLLAPSED_COOKIE,
} from '../lib/layout/main-menu-preference';
import { requestCookies } from './http-headers';

/*
 * Which requests the page cache (page-cache.ts) may answer, and the variant of the page each one
 * asks for: its settings, the shared paths, the key and the headers a variant is rendered with.
 */

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
