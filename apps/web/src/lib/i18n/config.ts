import { IntlErrorCode, type IntlError } from 'use-intl/core';
import {
  DEFAULT_LOCALE,
  pickLocale,
  supportedLocales,
  type SupportedLocale,
} from '@bazaar/contracts';
import de from './messages/de.json';
import en from './messages/en.json';

/** English is the source of truth: every other locale has the same keys. */
export type Messages = typeof en;

/** Cookie holding the language a visitor picked; it wins over Accept-Language. */
export const LOCALE_COOKIE = 'locale';

/** Dates and times are shown in one zone on the server and in the browser, so both render alike. */
export const TIME_ZONE = 'UTC';

const messagesByLocale: Record<SupportedLocale, Messages> = { en, de };

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

export function messagesFor(locale: SupportedLocale): Messages {
  return messagesByLocale[locale] ?? messagesByLocale[DEFAULT_LOCALE];
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
