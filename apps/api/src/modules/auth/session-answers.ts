import type { FastifyReply, FastifyRequest } from 'fastify';
import { setKnownDeviceCookie, setRefreshCookie } from '../../http/cookies';
import type { SessionOrigin } from '../sessions';
import type { SessionGrant } from './auth.service';

export const PUBLIC = { access: 'public' } as const;

/** Where a session was opened from; request.ip already honours TRUST_PROXY. */
export const originOf = (request: FastifyRequest): SessionOrigin => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});

export function answerWithSession(
  request: FastifyRequest,
  reply: FastifyReply,
  grant: SessionGrant,
) {
  if (grant.refreshCookie) {
    setRefreshCookie(request, reply, grant.refreshCookie.token, grant.refreshCookie.maxAgeSeconds);
  }
  if (grant.deviceCookie) {
    const { token, maxAgeSeconds } = grant.deviceCookie;
    setKnownDeviceCookie(request, reply, token, maxAgeSeconds);
  }
  // Tokens must never sit in a shared cache.
  reply.header('cache-control', 'no-store');
  return grant.body;
}
