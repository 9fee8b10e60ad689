import {
  accountTypes,
  adminAccountTypes,
  pickLocale,
  requestHeaders,
  viewingAsReadOnlyMessages,
  type AccountType,
} from '@bazaar/contracts';
import type { HTTPMethods, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { accountBlockedError, isBlockedStatus, type SignedInAccount } from '../lib/account-status';

export { assertMayPublish, type SignedInAccount } from '../lib/account-status';

/**
 * Who may call a route: everybody, any signed-in account, or the listed account types.
 * Every /api route declares it in `config.access`; the app refuses to start otherwise.
 */
export type RouteAccess = 'public' | 'signed-in' | readonly AccountType[];

/** The route config of the back office's routes: administrators and super administrators. */
export const ADMINISTRATORS_ONLY = { access: adminAccountTypes } as const;

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /**
     * A write that a "view as this user" token may still make: only what ends the viewing or the
     * administrator's own session (stop viewing, refresh, sign out). Every other write is refused.
     */
    allowedWhileViewing?: true;
  }
  interface FastifyRequest {
    /** The signed-in account, or null for a visitor (or an unusable access token). */
    account: SignedInAccount | null;
  }
  interface FastifyInstance {
    /** Every /api route with the access it declared, in registration order. */
    declaredRoutes: readonly DeclaredRoute[];
  }
}

export interface AuthPluginOptions {
  /** The live account behind an access token, or null when the token or its session is unusable. */
  authenticate(accessToken: string): Promise<SignedInAccount | null>;
  /**
   * URL prefixes whose routes come from third-party plugins that cannot declare access
   * (static media, the API docs); they are public by nature.
   */
  publicPrefixes: readonly string[];
}

/** Reading never changes anything, so blocked accounts may still do it; every other method is a write. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header.trim());
  return match?.[1];
}

function isValidAccess(access: unknown): access is RouteAccess {
  if (access === 'public' || access === 'signed-in') return true;
  return (
    Array.isArray(access) &&
    access.length > 0 &&
    access.every((type) => (accountTypes as readonly unknown[]).includes(type))
  );
}

/** 403 VIEWING_AS_IS_READ_ONLY, in the language the request asks for. */
export function viewingAsReadOnlyError(language: string | undefined): ForbiddenError {
  return new ForbiddenError(
    'VIEWING_AS_IS_READ_ONLY',
    viewingAsReadOnlyMessages[pickLocale(language)],
  );
}

const methodsOf = (method: RouteOptions['method']): string[] =>
  (Array.isArray(method) ? method : [method]).map((m: HTTPMethods) => m.toUpperCase());

/**
 * Authentication and access control for every route, in one place: reads the bearer access
 * token, checks its session and account on each request (so sign-out and blocking take effect
 * at once), and enforces the access each route declared — 401 signed out, 403 wrong account
 * type, 403 ACCOUNT_IS_BLOCKED for any write by a blocked account, 403 VIEWING_AS_IS_READ_ONLY
 * for any write with a "view as this user" token.
 */
export const authPlugin = fp<AuthPluginOptions>(
  async (app, options) => {
    const declaredRoutes: DeclaredRoute[] = [];
    app.decorate('declaredRoutes', declaredRoutes);
    app.decorateRequest('account', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api')) return;
      let access = route.config?.access;
      if (
        access === undefined &&
        options.publicPrefixes.some(
          (prefix) => route.url === prefix || route.url.startsWith(`${prefix}/`),
        )
      ) {
        access = 'public';
        route.config = { ...route.config, access };
      }
      if (!isValidAccess(access)) {
        throw new Error(
          `${methodsOf(route.method).join(',')} ${route.url} must declare who may call it: ` +
            "config.access = 'public' | 'signed-in' | [account types]",
        );
      }
      for (const method of methodsOf(route.method)) {
        declaredRoutes.push({ method, url: route.url, access });
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      // Unknown routes (404) declare nothing and need no account.
      if (access === undefined) return;

      const token = bearerToken(request.headers.authorization);
      if (token) request.account = await options.authenticate(token);
      // Viewing as a user reads only, on every route, public ones included: a support request
      // or an analytics event must not be sent in the viewed user's name either (ADR 0077).
      if (
        request.account?.viewedBy &&
        !READ_METHODS.has(request.method) &&
        request.routeOptions.config.allowedWhileViewing !== true
      ) {
        throw viewingAsReadOnlyError(request.headers[requestHeaders.language]);
      }
      // Public routes are the blocked accounts' allow-list: whatever a visitor may do (sign out,
      // ask support, report an error) they could do signed out anyway (ADR 0027).
      if (access === 'public') return;

      const account = request.account;
      if (!account) throw new UnauthorizedError();
      if (access !== 'signed-in' && !access.includes(account.type)) {
        throw new ForbiddenError('FORBIDDEN', "You don't have access to this.");
      }
      if (isBlockedStatus(account.status) && !READ_METHODS.has(request.method)) {
        throw accountBlockedError(account.blockedReason);
      }
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
