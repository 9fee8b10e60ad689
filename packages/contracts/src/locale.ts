import { DEFAULT_LOCALE, supportedLocales, type SupportedLocale } from './constants';

function isSupportedLocale(value: string): value is SupportedLocale {
  return (supportedLocales as readonly string[]).includes(value);
}

/**
 * The browser's first language cut to two letters, when it is supported; otherwise English.
 * Accepts a bare tag ("de-AT") or a whole Accept-Language header ("de-AT,de;q=0.9,en;q=0.8").
 */
export function pickLocale(browserLanguage: string | null | undefined): SupportedLocale {
  const first = browserLanguage?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  const short = first.slice(0, 2).toLowerCase();
  return isSupportedLocale(short) ? short : DEFAULT_LOCALE;
}
