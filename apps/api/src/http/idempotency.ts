import type { FastifyRequest } from 'fastify';
import { requestFingerprint } from '../lib/request-fingerprint';
import { signedInAccount } from './signed-in';

/** The fingerprint an Idempotency-Key is stored with: caller, method, route, parameters, body. */
export function fingerprintOf(request: FastifyRequest): string {
  return requestFingerprint({
    method: request.method,
    route: request.routeOptions.url ?? request.url,
    callerId: signedInAccount(request).id,
    params: request.params,
    body: request.body,
  });
}
