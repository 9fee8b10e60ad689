import { cookieDefaults, type SupportedLocale } from '@bazaar/contracts';
import { LOCALE_COOKIE } from './config';

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** Remembers the visitor's language choice in the cookie the server reads (browser only). */
export function storeLocaleChoice(locale: SupportedLocale): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=${cookieDefaults.path}; max-age=${ONE_YEAR_S}; samesite=${cookieDefaults.sameSite}${secure}`;
}
