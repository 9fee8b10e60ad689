import { REFRESH_TOKEN_COOKIE } from '@bazaar/contracts';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from './api-prefix';

/** The value of one cookie of the request, or undefined. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const value = parseCookie(header)[name];
  return value ? value : undefined;
}

/** The refresh token travels only in this cookie: http-only, so page scripts never see it. */
export function readRefreshToken(request: FastifyRequest): string | undefined {
  return opaqueToken(readCookie(request, REFRESH_TOKEN_COOKIE));
}

/** Our opaque tokens are base64url; anything else cannot be one and is not worth a lookup. */
const opaqueToken = (value: string | undefined) =>
  value && /^[A-Za-z0-9_-]{16,512}$/.test(value) ? value : undefined;

/** A `Set-Cookie` value for an http-only cookie of ours: SameSite=Lax, Secure over https. */
export function httpOnlyCookie(
  request: FastifyRequest,
  name: string,
  value: string,
  maxAgeSeconds: number,
  path: string,
): string {
  return stringifySetCookie({
    name,
    value,
    path,
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
    httpOnly: true,
    sameSite: 'lax',
    // request.protocol honours X-Forwarded-Proto only from trusted proxies (TRUST_PROXY).
    secure: request.protocol === 'https',
  });
}

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  refreshToken: string,
  maxAgeSeconds: number,
): void {
  reply.header(
    'set-cookie',
    httpOnlyCookie(request, REFRESH_TOKEN_COOKIE, refreshToken, maxAgeSeconds, '/'),
  );
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', httpOnlyCookie(request, REFRESH_TOKEN_COOKIE, '', 0, '/'));
}

/**
 * A browser the account's owner signed in on (ADR 0091): http-only, long-lived, and sent only
 * to the sign-in routes (the web forwards `/api` as it is, cookies included).
 */
export const KNOWN_DEVICE_COOKIE = 'known_device';
const KNOWN_DEVICE_PATH = `${API_PREFIX}/auth`;

export function readKnownDeviceToken(request: FastifyRequest): string | undefined {
  return opaqueToken(readCookie(request, KNOWN_DEVICE_COOKIE));
}

export function setKnownDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
): void {
  reply.header(
    'set-cookie',
    httpOnlyCookie(request, KNOWN_DEVICE_COOKIE, token, maxAgeSeconds, KNOWN_DEVICE_PATH),
  );
}
