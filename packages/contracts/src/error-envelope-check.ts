import type { ErrorEnvelope } from './error-envelope';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isOptionalString = (value: unknown) => value === undefined || typeof value === 'string';

/**
 * Whether a failed answer is the api's error envelope (`errorEnvelopeSchema`), checked without
 * zod: the browser reads every failure through it, and zod would then be in every page's JS
 * (ADR 0037). A test holds it to the schema.
 */
export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (!isRecord(value)) return false;
  const { status, error_code, user_message, more_info, fields } = value;
  if (!Number.isInteger(status) || typeof error_code !== 'string') return false;
  if (typeof user_message !== 'string') return false;
  if (more_info !== undefined) {
    if (!isRecord(more_info)) return false;
    if (!isOptionalString(more_info.alert) || !isOptionalString(more_info.summary)) return false;
  }
  return (
    fields === undefined ||
    (Array.isArray(fields) &&
      fields.every(
        (entry) =>
          isRecord(entry) && typeof entry.field === 'string' && typeof entry.message === 'string',
      ))
  );
}
