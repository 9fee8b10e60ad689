import { DEFAULT_LOCALE, type SupportedLocale } from '@bazaar/contracts';
import { type Messages } from './config';
import de from './messages/de.json';
import deErrors from './messages/errors.de.json';
import enErrors from './messages/errors.en.json';
import en from './messages/en.json';

// Server code only: the root layout hands the browser the active locale's messages, so a page's
// JS carries no language at all (both together were 34 KB gzipped on every route).
const messagesByLocale: Record<SupportedLocale, Messages> = {
  en: { ...en, errors: enErrors },
  de: { ...de, errors: deErrors },
};

export function messagesFor(locale: SupportedLocale): Messages {
  return messagesByLocale[locale] ?? messagesByLocale[DEFAULT_LOCALE];
}
