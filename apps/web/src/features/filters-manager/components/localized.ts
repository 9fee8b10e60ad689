import { type SupportedLocale } from '@bazaar/contracts';

/** A name in the page's language: the German one when there is one, the English one otherwise. */
export function localized(
  locale: SupportedLocale | string,
  english: string,
  german: string | null,
) {
  return locale === 'de' && german ? german : english;
}
