import { IntlErrorCode, type IntlError } from 'use-intl/core';
import { pickLocale, supportedLocales, type SupportedLocale } from '@bazaar/contracts';
// Only the types: this module runs in the browser too, where the messages come from the server
// (the active locale's, see messages.ts), so neither language is bundled into the page's JS.
import type en from './messages/en.json';
import type enErrors from './messages/errors.en.json';

/**
 * English is the source of truth: every other locale has the same keys. The `errors` namespace
 * has files of its own because two pieces of browser code need its English texts without the
 * providers (the root error page and the first error texts of the query client), and a JSON
 * file is bundled whole.
 */
export type Messages = typeof en & { errors: typeof enErrors };

/** Cookie holding the language a visitor picked; it wins over Accept-Language. */
export const LOCALE_COOKIE = 'locale';

/** Dates and times are shown in one zone on the server and in the browser, so both render alike. */
export const TIME_ZONE = 'UTC';

export function isSupportedLocale(value: string | null | undefined): value is SupportedLocale {
  return value != null && (supportedLocales as readonly string[]).includes(value);
}

/** A request's language: the `locale` cookie when it names a supported locale, else Accept-Language. */
export function requestLocale(
  localeCookie: string | null | undefined,
  acceptLanguage: string | null | undefined,
): SupportedLocale {
  return isSupportedLocale(localeCookie) ? localeCookie : pickLocale(acceptLanguage);
}

/**
 * Missing translations are ignored (spec §8: "Missing translations are ignored while translations
 * load"); the key is shown instead. Every other formatting problem is reported.
 */
export function onIntlError(error: IntlError): void {
  if (error.code === IntlErrorCode.MISSING_MESSAGE) return;
  console.error(error);
}

export function getMessageFallback({
  namespace,
  key,
}: {
  namespace?: string;
  key: string;
}): string {
  return [namespace, key].filter((part) => part != null && part.length > 0).join('.');
}
