import { createHash } from 'node:crypto';
import { IdempotencyKeyReusedError } from '../errors';

/** A request as an Idempotency-Key is bound to it: who sent what to which route. */
export interface FingerprintedRequest {
  method: string;
  /** The route's pattern (`/carts/:sellerId/checkout`), not the address with its values. */
  route: string;
  callerId: string;
  params?: unknown;
  body?: unknown;
}

/** JSON with object keys sorted at every depth, so key order does not change the fingerprint. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * SHA-256 (base64url) of a request's method, route, caller, parameters and body (as validated,
 * defaults filled in): stored with an Idempotency-Key, it tells a retry (same fingerprint) from
 * another request reusing the key.
 */
export function requestFingerprint(request: FingerprintedRequest): string {
  return createHash('sha256')
    .update(
      canonicalJson([
        request.method.toUpperCase(),
        request.route,
        request.callerId,
        request.params ?? null,
        request.body ?? null,
      ]),
    )
    .digest('base64url');
}

/**
 * Refuses (422) a key whose earlier use was another request; rows stored before fingerprints
 * were kept have none and pass.
 */
export function assertSameRequest(stored: string | null, fingerprint: string): void {
  if (stored !== null && stored !== fingerprint) throw new IdempotencyKeyReusedError();
}
