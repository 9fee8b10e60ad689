import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ShoplineAppConfig } from '../../../../config';
import { FailedVerificationError, UnauthorizedError, ValidationError } from '../../../../errors';
import { errorResponses } from '../../../../http/responses';
import type { Clock } from '../../../../lib/clock';
import type { EshopService } from '../../eshop.service';
import type { InstallCookies } from '../../install-cookie';
import type { StoreIdentity, StoreTokens } from '../../platform';
import { ShoplineApiError, shoplineHandle, type ShoplineClient } from './shopline-client';
import { sameText, verifySignedQuery, verifyWebhookHmac } from './shopline-signature';

/*
 * SHOPLINE's entry points into Bazaar (ADR 0065), under /api/eshop-integrations/shopline. The
 * web's /app/shopline/install and /app/shopline/integrate forward here with their query intact:
 * - GET /install: SHOPLINE's signed install request (a merchant installs the app in the store's
 *   admin) → a state for the store, kept in a signed http-only cookie, and the store's consent
 *   page.
 * - GET /start?state=: an install begun in Bazaar (the core's POST …/shopline/installs answers
 *   this address and sets the signed state cookie) → only with that cookie, the store's
 *   consent page (else 401).
 * - GET /integrate: the signed authorization callback → state and cookie checked, code → token,
 *   the store's identity, and the core's completeInstall says where the browser goes.
 * - POST /webhooks: `apps/installed_uninstalled` (UNINSTALL), `products/create|update|delete`,
 *   verified by `X-Shopline-Hmac-Sha256` over the raw body, each delivery
 *   (`X-Shopline-Webhook-Id`) handled once.
 * A wrong signature is a 401 and nothing is stored.
 */

/** What these routes need of the e-shop integrations' core service. */
export type ShoplineInstallService = Pick<
  EshopService,
  | 'beginInstall'
  | 'pendingInstall'
  | 'stateMatches'
  | 'completeInstall'
  | 'recordWebhook'
  | 'forgetWebhook'
  | 'productChanged'
  | 'productDeleted'
  | 'uninstalled'
>;

export interface ShoplineRoutesOptions {
  app: ShoplineAppConfig;
  client: ShoplineClient;
  service: ShoplineInstallService;
  /** The install's state cookie (signed, http-only, scoped to these routes). */
  cookies: InstallCookies;
  /** Where the web is: SHOPLINE sends the merchant back to its /app/shopline/integrate. */
  publicUrl: string;
  clock: Clock;
}

const PLATFORM = 'shopline' as const;
/** The api's SHOPLINE routes, under /api. */
export const SHOPLINE_PATH = '/eshop-integrations/shopline';
export const SHOPLINE_WEBHOOK_PATH = `${SHOPLINE_PATH}/webhooks`;
const tags = ['eshop-integrations'];

/** The web page SHOPLINE redirects back to (the app's registered callback). */
export const shoplineCallbackUrl = (publicUrl: string) => `${publicUrl}/app/shopline/integrate`;

const signedQuery = z.object({
  appkey: z.string().max(200).optional(),
  handle: z.string().max(200).optional(),
  timestamp: z.string().max(20).optional(),
  sign: z.string().max(200).optional(),
  lang: z.string().max(20).optional(),
  code: z.string().max(500).optional(),
  customField: z.string().max(500).optional(),
});

const webhookHeaders = z.object({
  'x-shopline-hmac-sha256': z.string().max(200).optional(),
  'x-shopline-topic': z.string().max(200).optional(),
  'x-shopline-webhook-id': z.string().max(200).optional(),
  'x-shopline-shop-domain': z.string().max(300).optional(),
});

const UNINSTALL_TOPIC = 'apps/installed_uninstalled';
const NOT_THIS_STORE = 'This webhook does not prove which SHOPLINE store it is about.';
const BAD_SIGN = 'This request does not come from SHOPLINE (its signature is not valid).';
const NOT_STARTED_HERE =
  'This installation was not started in this browser, or it took too long. Please start it again.';

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

/**
 * The store a webhook is about, or null when it is not proved. SHOPLINE signs the body, not the
 * headers, with the app's one secret, so `X-Shopline-Shop-Domain` (`{handle}.myshopline.com`)
 * alone proves nothing (issue 33: a captured uninstall re-sent under another store's header
 * marked that seller's store as removed). The uninstall, which acts on the whole store, names
 * its store (`handle`) and app (`appkey`) in the body: they must be the header's and this app's.
 * Product topics name no store (their `handle`, when present, is the product's): their ids are
 * fetched again from the header's store's own API, where another store's product is not found.
 */
function webhookHandle(
  topic: string,
  domain: string | undefined,
  body: Record<string, unknown>,
  appKey: string,
): string | null {
  const fromDomain = /^([a-z0-9-]{1,63})\.myshopline\.com$/i.exec(domain ?? '')?.[1]?.toLowerCase();
  let handle = fromDomain;
  if (topic === UNINSTALL_TOPIC) {
    const fromBody = typeof body['handle'] === 'string' ? body['handle'].toLowerCase() : undefined;
    if (!fromBody || (fromDomain !== undefined && fromDomain !== fromBody)) return null;
    if (typeof body['appkey'] === 'string' && !sameText(body['appkey'], appKey)) return null;
    handle = fromBody;
  }
  const parsed = shoplineHandle.safeParse(handle ?? '');
  return parsed.success ? parsed.data : null;
}

export const shoplineRoutes: FastifyPluginAsyncZod<ShoplineRoutesOptions> = async (
  fastify,
  { app, client, service, cookies, publicUrl, clock },
) => {
  const redirectUri = shoplineCallbackUrl(publicUrl);

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
        tags,
        querystring: signedQuery,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const { handle } = verifiedShoplineRequest(request, app, now);
      const { state } = await service.beginInstall(PLATFORM, handle, null);
      cookies.set(request, reply, state);
      return reply
        .header('cache-control', 'no-store')
        .redirect(client.authorizeUrl(handle, state, redirectUri), 302);
    },
  );

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
        tags,
        querystring: z.object({ state: z.string().min(20).max(100) }),
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const { state } = request.query;
      // Only the browser that began the install (its POST …/installs set the cookie).
      const started = cookies.read(request);
      if (!started || !sameText(started, state)) throw new UnauthorizedError(NOT_STARTED_HERE);
      const handle = await service.pendingInstall(PLATFORM, state);
      if (!handle) throw new UnauthorizedError(NOT_STARTED_HERE);
      return reply
        .header('cache-control', 'no-store')
        .redirect(client.authorizeUrl(handle, state, redirectUri), 302);
    },
  );

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
        tags,
        querystring: signedQuery,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const { params, handle } = verifiedShoplineRequest(request, app, now);
      const state = params['customField'] ?? '';
      const started = cookies.read(request);
      if (!state || !started || !sameText(started, state)) {
        throw new UnauthorizedError(NOT_STARTED_HERE);
      }
      if (!(await service.stateMatches(PLATFORM, state, handle))) {
        throw new UnauthorizedError(NOT_STARTED_HERE);
      }
      const code = params['code'];
      if (!code) throw new ValidationError([{ field: 'code', message: 'is required' }]);
      let tokens: StoreTokens;
      let identity: StoreIdentity;
      try {
        tokens = await client.createToken(handle, code);
        identity = (await client.shop(handle, tokens)).identity;
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
      const { redirectTo } = await service.completeInstall(PLATFORM, state, identity, tokens);
      cookies.clear(request, reply);
      return reply.header('cache-control', 'no-store').redirect(`${publicUrl}${redirectTo}`, 302);
    },
  );

  // The signature covers the body as sent, so this route reads it as text, untouched.
  await fastify.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      SHOPLINE_WEBHOOK_PATH,
      {
        config: { access: 'public' },
        schema: {
          summary: "SHOPLINE's webhooks: uninstall, product create/update/delete",
          description:
            'Verified by `X-Shopline-Hmac-Sha256` (HMAC-SHA256 of the raw body with the app ' +
            'secret; 401 when wrong, nothing changes). Each `X-Shopline-Webhook-Id` is handled ' +
            'once; a repeat answers 200 and does nothing. The uninstall’s store is its body’s ' +
            '`handle`, which must be `X-Shopline-Shop-Domain`’s (the header is not signed; else ' +
            '401, nothing changes). `apps/installed_uninstalled` with ' +
            "`operate: UNINSTALL` pauses the store's listings and tells the seller; product " +
            'topics refresh or remove the imported listing.',
          tags,
          headers: webhookHeaders,
          response: { 200: z.object({ received: z.literal(true) }), ...errorResponses },
        },
      },
      async (request) => {
        const headers = request.headers as z.infer<typeof webhookHeaders>;
        const raw = typeof request.body === 'string' ? request.body : '';
        if (!verifyWebhookHmac(raw, headers['x-shopline-hmac-sha256'], app.appSecret)) {
          throw new UnauthorizedError(BAD_SIGN);
        }
        const deliveryId = headers['x-shopline-webhook-id']?.trim();
        const topic = headers['x-shopline-topic']?.trim().toLowerCase();
        if (!deliveryId || !topic) {
          throw new ValidationError([
            {
              field: deliveryId ? 'x-shopline-topic' : 'x-shopline-webhook-id',
              message: 'is required',
            },
          ]);
        }
        let body: Record<string, unknown>;
        try {
          const parsed: unknown = JSON.parse(raw);
          body =
            typeof parsed === 'object' && parsed !== null
              ? (parsed as Record<string, unknown>)
              : {};
        } catch {
          throw new ValidationError([{ field: 'body', message: 'must be JSON' }]);
        }
        const handle = webhookHandle(topic, headers['x-shopline-shop-domain'], body, app.appKey);
        if (!handle) throw new UnauthorizedError(NOT_THIS_STORE);
        if (!(await service.recordWebhook(PLATFORM, deliveryId)))
          return { received: true as const };

        try {
          await handleWebhook(topic, handle, body);
        } catch (error) {
          // Forgotten, so SHOPLINE's retry of this delivery is handled.
          await service.forgetWebhook(PLATFORM, deliveryId);
          throw error;
        }
        return { received: true as const };
      },
    );
  });

  async function handleWebhook(topic: string, handle: string, body: Record<string, unknown>) {
    const productId =
      typeof body['id'] === 'string' || typeof body['id'] === 'number' ? String(body['id']) : '';
    switch (topic) {
      case UNINSTALL_TOPIC:
        if (String(body['operate'] ?? '').toUpperCase() === 'UNINSTALL') {
          await service.uninstalled(PLATFORM, handle);
        }
        return;
      case 'products/create':
      case 'products/update':
        if (productId) await service.productChanged(PLATFORM, handle, productId);
        return;
      case 'products/delete':
        if (productId) await service.productDeleted(PLATFORM, handle, productId);
        return;
      default:
        // Other topics the app may be subscribed to change nothing here.
        return;
    }
  }
};

/**
 * The handle of what a seller typed (`open001`, `open001.myshopline.com` or the store's
 * address), or null when it cannot be one.
 */
export function shoplineStoreKey(store: string): string | null {
  const text = store
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/[/?#].*$/, '');
  const candidate = text.endsWith('.myshopline.com')
    ? text.slice(0, -'.myshopline.com'.length)
    : text;
  const parsed = shoplineHandle.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}
