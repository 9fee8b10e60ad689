import { API_PREFIX } from '../api-client';
import { currentRequestContext } from '../request-context';
import { type ParsedDsn, toSentryEnvelope } from './external';
import { type ErrorReport } from './payload';

export const ERROR_LOGS_PATH = `${API_PREFIX}/error-logs`;

/** Browsers refuse keepalive and beacon bodies above 64 KiB (all in flight together). */
const KEEPALIVE_MAX_BYTES = 60_000;

export type FetchFunction = typeof fetch;

/**
 * Sends a report to Bazaar's error logs. fetch carries the access token (so the api records who
 * was signed in) and, for small bodies, keepalive lets it finish while the page unloads; when
 * fetch cannot even start, a beacon is the fallback. Failures are swallowed: reporting must
 * never cause errors of its own.
 */
export async function sendToErrorLogs(
  report: ErrorReport,
  fetchFunction: FetchFunction,
): Promise<boolean> {
  const body = JSON.stringify(report);
  const bytes = new TextEncoder().encode(body).length;
  const token = currentRequestContext().token;
  try {
    const response = await fetchFunction(ERROR_LOGS_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
      keepalive: bytes <= KEEPALIVE_MAX_BYTES,
      credentials: 'same-origin',
    });
    return response.ok;
  } catch {
    if (bytes <= KEEPALIVE_MAX_BYTES && typeof navigator !== 'undefined' && navigator.sendBeacon) {
      try {
        return navigator.sendBeacon(
          ERROR_LOGS_PATH,
          new Blob([body], { type: 'application/json' }),
        );
      } catch {
        return false;
      }
    }
    return false;
  }
}

/** Forwards a report to the external tracker as well (no custom headers: no CORS preflight). */
export async function sendToExternalTracker(
  report: ErrorReport,
  dsn: ParsedDsn,
  fetchFunction: FetchFunction,
): Promise<boolean> {
  try {
    const userAgent = typeof navigator === 'undefined' ? undefined : navigator.userAgent;
    const response = await fetchFunction(dsn.envelopeUrl, {
      method: 'POST',
      body: toSentryEnvelope(report, dsn, { userAgent }),
      keepalive: false,
      credentials: 'omit',
    });
    return response.ok;
  } catch {
    return false;
  }
}
