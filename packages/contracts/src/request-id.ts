/** The header that carries one request's id from the browser's request through web, api and logs. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An id from outside is taken only in this shape (a UUID, or a proxy's own hex or base64url id):
 * it ends up in log lines and answers, so no spaces, quotes or control characters, and short.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{7,127}$/;

/** The request id a header carries when it is safe to keep, else undefined (make a new one). */
export function acceptedRequestId(value: string | string[] | null | undefined): string | undefined {
  return typeof value === 'string' && SAFE_REQUEST_ID.test(value) ? value : undefined;
}
