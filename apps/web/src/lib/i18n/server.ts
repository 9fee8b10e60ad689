import { cookies, headers } from 'next/headers';
import { createTranslator } from 'use-intl/core';
import { pickLocale, requestHeaders, type SupportedLocale } from '@bazaar/contracts';
import {
  getMessageFallback,
  isSupportedLocale,
  LOCALE_COOKIE,
  messagesFor,
  onIntlError,
} from './config';

/** The request's language: the `locale` cookie when it names a supported locale, else Accept-Language. */
export async function getRequestLocale(): Promise<SupportedLocale> {
  const fromCookie = (await cookies()).get(LOCALE_COOKIE)?.value;
  if (isSupportedLocale(fromCookie)) return fromCookie;
  return pickLocale((await headers()).get(requestHeaders.language));
}

/** Translations for server components, which cannot use the client's IntlProvider. */
export async function getServerTranslator() {
  const locale = await getRequestLocale();
  return createTranslator({
    locale,
    messages: messagesFor(locale),
    onError: onIntlError,
    getMessageFallback,
  });
}
