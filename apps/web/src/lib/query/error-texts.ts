import en from '../i18n/messages/en.json';
import { type ErrorTexts } from './error-message';

let current: ErrorTexts = {
  unknown: en.errors.unknown,
  network: en.errors.network,
  timeout: en.errors.timeout,
  invalidResponse: en.errors.invalidResponse,
};

/** The global error handler runs outside React; the query provider keeps its texts in the current language. */
export function setErrorTexts(texts: ErrorTexts): void {
  current = texts;
}

export function currentErrorTexts(): ErrorTexts {
  return current;
}
