import enErrors from '../i18n/messages/errors.en.json';
import { type ErrorTexts } from './error-message';

let current: ErrorTexts = {
  unknown: enErrors.unknown,
  network: enErrors.network,
  timeout: enErrors.timeout,
  invalidResponse: enErrors.invalidResponse,
};

/** The global error handler runs outside React; the query provider keeps its texts in the current language. */
export function setErrorTexts(texts: ErrorTexts): void {
  current = texts;
}

export function currentErrorTexts(): ErrorTexts {
  return current;
}
