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

/** Query parameters whose values are secrets; they never reach the error logs. */
const secretQueryParams = ['token', 'code', 'password', 'access_token', 'refresh_token', 'key'];
/** Paths that carry a one-time token as a segment (direct sign-in, restore password). */
const secretPathPatterns = [
  /(\/auth\/sign-in\/_\/)[^/?#]+/g,
  /(\/auth\/restore-password\/)[^/?#]+/g,
];

export const REDACTED = '[redacted]';

/**
 * An address as the error logs keep it: one-time tokens in the path and secret query values are
 * replaced, so a log never lets its reader sign in as somebody. Works on paths and full URLs.
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
