import { cookieDefaults } from '@bazaar/contracts';

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** The value of a cookie of this page, or null (browser only). */
export function readBrowserCookie(name: string): string | null {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}

/**
 * Writes (or, with null, removes) one of the web's own preference cookies, which the server reads
 * to render the first paint right. Path /, SameSite lax, secure on https (spec §9).
 */
export function writeBrowserCookie(name: string, value: string | null): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  const body = value === null ? '; max-age=0' : `; max-age=${ONE_YEAR_S}`;
  document.cookie = `${name}=${value === null ? '' : encodeURIComponent(value)}; path=${cookieDefaults.path}${body}; samesite=${cookieDefaults.sameSite}${secure}`;
}
