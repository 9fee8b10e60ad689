/**
 * Size caps of one error report. The browser cuts its values to them before sending; the api
 * refuses anything longer, so a report can never grow the table without bound.
 */
export const errorReportCaps = {
  messageChars: 4_000,
  errorNameChars: 200,
  stackChars: 32_000,
  urlChars: 2_048,
  breadcrumbMessageChars: 1_000,
  breadcrumbDataEntries: 20,
  breadcrumbValueChars: 500,
  contextEntries: 50,
  contextValueChars: 2_000,
  keyChars: 64,
} as const;

/**
 * Query parameters whose values are secrets; they never reach the error logs or the request
 * logs: tokens, one-time codes, the e-shop claim, and the signatures and signed payloads the
 * e-shop platforms send (a signed payload lets its bearer open the app as that store).
 */
const secretQueryParams = [
  'token',
  'code',
  'password',
  'access_token',
  'refresh_token',
  'key',
  'secret',
  'claim',
  'signature',
  'sign',
  'hmac',
  'signed_payload',
  'signed_payload_jwt',
];
/**
 * Paths that carry a secret as a segment: direct sign-in and restore password (one-time
 * tokens), the private calendar feed (`/api/calendar/{secret}.ics`) and an e-shop claim.
 */
const secretPathPatterns = [
  /(\/auth\/sign-in\/_\/)[^/?#]+/g,
  /(\/auth\/restore-password\/)[^/?#]+/g,
  /(\/api\/calendar\/)[^/?#]+/g,
  /(\/eshop-integrations\/claims\/)[^/?#]+/g,
];

export const REDACTED = '[redacted]';

/**
 * An address as the error logs and the request logs keep it: secrets in the path and secret query
 * values are replaced, so a log never lets its reader sign in as somebody, read a private
 * calendar or take a store. Works on paths and full URLs.
 */
export function redactUrl(url: string): string {
  let result = url;
  for (const pattern of secretPathPatterns) result = result.replace(pattern, `$1${REDACTED}`);
  const queryStart = result.indexOf('?');
  if (queryStart < 0) return result;
  const hashStart = result.indexOf('#', queryStart);
  const query = result.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const hash = hashStart < 0 ? '' : result.slice(hashStart);
  const params = query.split('&').map((pair) => {
    const name = decodeURIComponentSafe(pair.split('=')[0] ?? '').toLowerCase();
    return secretQueryParams.includes(name) ? `${pair.split('=')[0]}=${REDACTED}` : pair;
  });
  return `${result.slice(0, queryStart)}?${params.join('&')}${hash}`;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
