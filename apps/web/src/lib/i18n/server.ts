import { cookies, headers } from 'next/headers';
import { createTranslator } from 'use-intl/core';
import { requestHeaders, type SupportedLocale } from '@bazaar/contracts';
import { getMessageFallback, LOCALE_COOKIE, onIntlError, requestLocale } from './config';
import { messagesFor } from './messages';

/** The language of the request being rendered (see requestLocale). */
export async function getRequestLocale(): Promise<SupportedLocale> {
  return requestLocale(
    (await cookies()).get(LOCALE_COOKIE)?.value,
    (await headers()).get(requestHeaders.language),
  );
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
