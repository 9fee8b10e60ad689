import { isApiError } from '../api-client';
import { errorMessageOf } from '../query/error-message';
import { currentErrorTexts } from '../query/error-texts';

/** Messages per field name. */
export type FieldErrors = Partial<Record<string, string>>;

/** The per-field messages of a 400 envelope (`fields`), keyed by field name. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!isApiError(error) || !error.fields) return {};
  const result: FieldErrors = {};
  for (const { field, message } of error.fields) {
    const name = field.replace(/^body\./, '');
    result[name] ??= message;
  }
  return result;
}

/**
 * The message for the whole form: the api's user_message unless every problem it reports is
 * already shown on a field of the form.
 */
export function formErrorOf(error: unknown, shownFields: readonly string[]): string | null {
  if (error === null || error === undefined) return null;
  const fields = Object.keys(fieldErrorsOf(error));
  if (fields.length > 0 && fields.every((field) => shownFields.includes(field))) return null;
  return errorMessageOf(error, currentErrorTexts());
}
