import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ShoplineAppConfig } from '../../../../config';
import { FailedVerificationError, UnauthorizedError, ValidationError } from '../../../../errors';
import { errorResponses } from '../../../../http/responses';
import type { Clock } from '../../../../lib/clock';
import { eshopTags, type ExchangedGrant, type PlatformInstall } from '../../platform-install';
import { BAD_SIGN, SHOPLINE_PATH } from './shopline-addresses';
import { ShoplineApiError, shoplineHandle } from './shopline-admin-api';
import type { ShoplineClient } from './shopline-client';
import { sameText, verifySignedQuery } from './shopline-signature';

type Routes = Parameters<FastifyPluginAsyncZod>[0];

export interface ShoplineInstallContext {
  app: ShoplineAppConfig;
  client: ShoplineClient;
  install: PlatformInstall;
  clock: Clock;
  /** The app's registered callback: the web's /app/shopline/integrate. */
  redirectUri: string;
}

const signedQuery = z.object({
  appkey: z.string().max(200).optional(),
  handle: z.string().max(200).optional(),
  timestamp: z.string().max(20).optional(),
  sign: z.string().max(200).optional(),
  lang: z.string().max(20).optional(),
  code: z.string().max(500).optional(),
  customField: z.string().max(500).optional(),
});

/** The raw query string of a request (what SHOPLINE signed), without `?`. */
function rawQuery(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at < 0 ? '' : request.url.slice(at + 1);
}

/**
 * The parameters of a GET that SHOPLINE signed for this app, or a 401: wrong or missing sign,
 * timestamp outside the window, another app's key, or no valid store handle.
 */
function verifiedShoplineRequest(request: FastifyRequest, app: ShoplineAppConfig, now: Date) {
  const check = verifySignedQuery(rawQuery(request), app.appSecret, now);
  if (!check.ok) throw new UnauthorizedError(BAD_SIGN);
  const { params } = check;
  if (!sameText(params['appkey'] ?? '', app.appKey)) throw new UnauthorizedError(BAD_SIGN);
  const handle = shoplineHandle.safeParse(params['handle'] ?? '');
  if (!handle.success || handle.data !== params['handle']) {
    throw new ValidationError([{ field: 'handle', message: 'must be a SHOPLINE store handle' }]);
  }
  return { params, handle: handle.data };
}

/** SHOPLINE's code → token, and the store's identity; a refusal is a 403 to start again. */
async function exchangeCode(
  request: FastifyRequest,
  client: ShoplineClient,
  handle: string,
  code: string | undefined,
): Promise<ExchangedGrant> {
  if (!code) throw new ValidationError([{ field: 'code', message: 'is required' }]);
  try {
    const tokens = await client.createToken(handle, code);
    return { tokens, identity: (await client.shop(handle, tokens)).identity };
  } catch (error) {
    if (error instanceof ShoplineApiError) {
      request.log.warn(
        { endpoint: error.endpoint, status: error.status },
        'SHOPLINE refused the authorization',
      );
      throw new FailedVerificationError(
        'SHOPLINE did not confirm the installation. Please start it again.',
      );
    }
    throw error;
  }
}

/** GET /install: SHOPLINE's signed install request, on to the store's consent page. */
function installRoute(
  fastify: Routes,
  { app, client, install, clock, redirectUri }: ShoplineInstallContext,
): void {
  fastify.get(
    `${SHOPLINE_PATH}/install`,
    {
      config: { access: 'public' },
      schema: {
        summary: "SHOPLINE's install request: on to the store's consent page",
        description:
          'SHOPLINE sends `appkey, handle, lang, timestamp, sign` when a merchant installs the ' +
          'app. The `sign` (HMAC-SHA256 of the sorted parameters) and a timestamp within ten ' +
          'minutes are checked (else 401); the browser gets the state in an http-only cookie ' +
          "and is redirected (302) to the store's consent page.",
        tags: eshopTags,
        querystring: signedQuery,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const { handle } = verifiedShoplineRequest(request, app, clock.now());
      const state = await install.begin(request, reply, handle);
      return reply
        .header('cache-control', 'no-store')
        .redirect(client.authorizeUrl(handle, state, redirectUri), 302);
    },
  );
}

/** GET /start: the store's consent page for an install begun in Bazaar. */
function startRoute(
  fastify: Routes,
  { client, install, redirectUri }: ShoplineInstallContext,
): void {
  fastify.get(
    `${SHOPLINE_PATH}/start`,
    {
      config: { access: 'public' },
      schema: {
        summary: "Open the store's consent page for an install begun in Bazaar",
        description:
          'Where `POST /eshop-integrations/shopline/installs` sends the browser: the state ' +
          'cookie that POST set must carry this pending state, and the browser goes to the ' +
          "store's consent page (302). Without the cookie (another browser), or an unknown or " +
          'used state: 401, nothing changes.',
        tags: eshopTags,
        querystring: z.object({ state: z.string().min(20).max(100) }),
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const { state } = request.query;
      const handle = await install.resume(request, state);
      return reply
        .header('cache-control', 'no-store')
        .redirect(client.authorizeUrl(handle, state, redirectUri), 302);
    },
  );
}

/** GET /integrate: SHOPLINE's authorization callback, code → token, the store connects. */
function integrateRoute(
  fastify: Routes,
  { app, client, install, clock }: ShoplineInstallContext,
): void {
  fastify.get(
    `${SHOPLINE_PATH}/integrate`,
    {
      config: { access: 'public' },
      schema: {
        summary: "SHOPLINE's authorization callback: code → token, the store connects",
        description:
          'SHOPLINE sends `appkey, code, customField, handle, lang, timestamp, sign` after the ' +
          'merchant consents. The sign and timestamp (401), the state in `customField` against ' +
          "the browser's state cookie (401) are checked, the code is exchanged for an access " +
          'token with a signed request, and the browser is redirected (302) to the seller’s ' +
          'e-shop page, or to /app/complete-account when no Bazaar seller started the install.',
        tags: eshopTags,
        querystring: signedQuery,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const { params, handle } = verifiedShoplineRequest(request, app, clock.now());
      const next = await install.callback(request, reply, {
        state: params['customField'] ?? '',
        storeKey: handle,
        exchange: () => exchangeCode(request, client, handle, params['code']),
      });
      return reply.header('cache-control', 'no-store').redirect(next, 302);
    },
  );
}

/** SHOPLINE's side of the install flow: its install request, a Bazaar install's start, the callback. */
export function shoplineInstallRoutes(fastify: Routes, context: ShoplineInstallContext): void {
  installRoute(fastify, context);
  startRoute(fastify, context);
  integrateRoute(fastify, context);
}
