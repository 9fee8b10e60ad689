import { REFRESH_TOKEN_COOKIE } from '@bazaar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The value of one cookie of the request, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    return value.length > 0 ? value : undefined;
  }
  return undefined;
}

/** The refresh token travels only in this cookie: http-only, so page scripts never see it. */
export function readRefreshToken(request: FastifyRequest): string | undefined {
  const value = readCookie(request, REFRESH_TOKEN_COOKIE);
  // Our tokens are base64url; anything else cannot be one and is not worth a database lookup.
  return value && /^[A-Za-z0-9_-]{16,512}$/.test(value) ? value : undefined;
}

function refreshCookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const parts = [
    `${REFRESH_TOKEN_COOKIE}=${value}`,
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  // request.protocol honours X-Forwarded-Proto only from trusted proxies (TRUST_PROXY).
  if (request.protocol === 'https') parts.push('Secure');
  return parts.join('; ');
}

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  refreshToken: string,
  maxAgeSeconds: number,
): void {
  reply.header('set-cookie', refreshCookie(request, refreshToken, maxAgeSeconds));
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', refreshCookie(request, '', 0));
}
