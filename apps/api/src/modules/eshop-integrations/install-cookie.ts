import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { httpOnlyCookie, readCookie } from '../../http/cookies';

/**
 * The install's state nonce rides in a signed, http-only cookie (ADR 0064), so the callback
 * proves the browser that comes back is the one that started the install. Scoped to the
 * platform's api path, ten minutes, SameSite=Lax (the platform's redirect back is a top-level
 * GET), Secure over https.
 */
export interface InstallCookies {
  set(request: FastifyRequest, reply: FastifyReply, state: string): void;
  /** The state the cookie carries, when its signature holds. */
  read(request: FastifyRequest): string | undefined;
  clear(request: FastifyRequest, reply: FastifyReply): void;
}

const MAX_AGE_SECONDS = 10 * 60;

export function installCookies(name: string, path: string, key: string): InstallCookies {
  const sign = (state: string) =>
    createHmac('sha256', key).update(`${name}:${state}`, 'utf8').digest('base64url');
  const header = (request: FastifyRequest, value: string, maxAge: number) =>
    httpOnlyCookie(request, name, value, maxAge, path);
  return {
    set(request, reply, state) {
      reply.header('set-cookie', header(request, `${state}.${sign(state)}`, MAX_AGE_SECONDS));
    },
    read(request) {
      const value = readCookie(request, name);
      if (!value || value.length > 300) return undefined;
      const separator = value.lastIndexOf('.');
      if (separator <= 0) return undefined;
      const state = value.slice(0, separator);
      const given = Buffer.from(value.slice(separator + 1), 'base64url');
      const expected = Buffer.from(sign(state), 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? state
        : undefined;
    },
    clear(request, reply) {
      reply.header('set-cookie', header(request, '', 0));
    },
  };
}
