import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { UnauthorizedError } from '../../../../errors';
import { errorResponses } from '../../../../http/responses';
import type { Clock } from '../../../../lib/clock';
import type { EshopService } from '../../eshop.service';
import type { InstallCookies } from '../../install-cookie';
import type { ShopifyClient } from './shopify-client';
import {
  queryHmacValid,
  SHOP_DOMAIN,
  timestampFresh,
  webhookHmacValid,
  type QueryParams,
} from './shopify-signatures';

export interface ShopifyRoutesOptions {
  service: EshopService;
  client: ShopifyClient;
  clientSecret: string;
  cookies: InstallCookies;
  /** Where the web is: the browser is sent back there, and Shopify redirects to it. */
  publicUrl: string;
  clock: Clock;
}

/** The api's Shopify routes, under /api. */
export const SHOPIFY_PATH = '/eshop-integrations/shopify';
/** The web page Shopify opens (the app URL) and redirects back to; it forwards to the api. */
export const SHOPIFY_WEB_ENTRY = '/app/shopify/oauth2/authorize';

const tags = ['eshop-integrations'];
const queryParams = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const refused = () =>
  new UnauthorizedError('This request does not come from Shopify, or it has expired.');

/** What a product webhook names: its GraphQL id (or the REST id it carries). */
function productIdOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { admin_graphql_api_id: gid, id } = body as {
    admin_graphql_api_id?: unknown;
    id?: unknown;
  };
  if (typeof gid === 'string' && gid.startsWith('gid://shopify/Product/')) return gid;
  if (typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id))) {
    return `gid://shopify/Product/${id}`;
  }
  return null;
}

/**
 * The shop a webhook's body names, for the topics that act on a whole shop: app/uninstalled
 * carries the Shop resource (`myshopify_domain`), the privacy topics `shop_domain`. Shopify signs
 * the body, not the headers, with the app's one secret, so only the body proves which shop a
 * delivery is about (issue 33): a captured body re-sent under another shop's
 * `X-Shopify-Shop-Domain` must not act on that shop. Product topics name no shop; their ids are
 * Shopify-wide and each is fetched again from the named shop's own API, so another shop's header
 * finds nothing of theirs to change. `undefined`: the topic carries no shop; `null`: it should
 * and does not.
 */
export function shopOfWebhook(topic: string, body: unknown): string | null | undefined {
  const field =
    topic === 'app/uninstalled'
      ? 'myshopify_domain'
      : topic === 'shop/redact' || topic.startsWith('customers/')
        ? 'shop_domain'
        : undefined;
  if (!field) return undefined;
  const value =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : null;
  return typeof value === 'string' && SHOP_DOMAIN.test(value) ? value.toLowerCase() : null;
}

/**
 * Shopify's side of the install flow and its webhooks (issue 20, ADR 0064):
 * - GET …/oauth2/authorize — the app URL (through the web's /app/shopify/oauth2/authorize):
 *   the install request's HMAC, timestamp and shop are checked, the state goes into a signed
 *   cookie and the browser to Shopify's consent screen. With `code`, it is the callback.
 * - GET …/oauth2/start?state= — an install begun in Bazaar (POST …/installs answers it and
 *   sets the state cookie there; without that cookie the start is a 401).
 * - GET …/oauth2/callback — state (cookie and database), HMAC and shop checked, the code
 *   exchanged, the store attached or claimed.
 * - POST …/webhooks — verified over the raw body, each delivery handled once.
 */
export const shopifyRoutes: FastifyPluginAsyncZod<ShopifyRoutesOptions> = async (
  app,
  { service, client, clientSecret, cookies, publicUrl, clock },
) => {
  const redirectUri = `${publicUrl}${SHOPIFY_WEB_ENTRY}`;

  /** A signed, fresh request naming a myshopify.com shop; answers the shop. */
  function verifiedShop(query: QueryParams): string {
    const shop = query['shop'];
    if (typeof shop !== 'string' || !SHOP_DOMAIN.test(shop)) throw refused();
    if (!queryHmacValid(query, clientSecret)) throw refused();
    if (
      !timestampFresh(
        typeof query['timestamp'] === 'string' ? query['timestamp'] : undefined,
        clock.now(),
      )
    ) {
      throw refused();
    }
    return shop.toLowerCase();
  }

  async function callback(request: FastifyRequest, reply: FastifyReply, query: QueryParams) {
    const shop = verifiedShop(query);
    const state = query['state'];
    const code = query['code'];
    if (typeof state !== 'string' || typeof code !== 'string' || code.length > 512) throw refused();
    if (cookies.read(request) !== state) throw refused();
    if (!(await service.stateMatches('shopify', state, shop))) throw refused();
    let tokens;
    try {
      tokens = await client.exchangeCode(shop, code);
    } catch (error) {
      request.log.warn({ err: error }, 'Shopify refused the code of an install');
      throw refused();
    }
    const identity = await client.shopIdentity(shop, tokens);
    const { redirectTo } = await service.completeInstall('shopify', state, identity, tokens);
    cookies.clear(request, reply);
    return reply.redirect(`${publicUrl}${redirectTo}`, 302);
  }

  const browserRoute = {
    config: { access: 'public' as const },
    schema: {
      tags,
      querystring: queryParams,
      response: { 302: z.null().optional(), ...errorResponses },
    },
  };

  app.get(
    `${SHOPIFY_PATH}/oauth2/authorize`,
    {
      ...browserRoute,
      schema: {
        ...browserRoute.schema,
        summary: "Shopify's install request (the app URL), or its redirect back with a code",
        description:
          'Query as Shopify sends it: `hmac` (hex HMAC-SHA256 of the sorted rest), `shop`, ' +
          '`timestamp` (five minutes either way) and, coming back, `code` and `state`. A wrong ' +
          'one is a 401 and nothing is stored.',
      },
    },
    async (request, reply) => {
      const query = request.query as QueryParams;
      if (query['code'] !== undefined) return callback(request, reply, query);
      const shop = verifiedShop(query);
      const { state } = await service.beginInstall('shopify', shop, null);
      cookies.set(request, reply, state);
      return reply.redirect(client.authorizeUrl(shop, state, redirectUri), 302);
    },
  );

  app.get(
    `${SHOPIFY_PATH}/oauth2/start`,
    {
      ...browserRoute,
      schema: {
        ...browserRoute.schema,
        summary: "Open Shopify's consent screen for an install begun in Bazaar",
        description:
          'Only in the browser that began it: the state cookie set by POST …/installs must ' +
          'carry this state, else 401 and nothing changes.',
        querystring: z.object({ state: z.string().min(20).max(100) }),
      },
    },
    async (request, reply) => {
      const { state } = request.query as { state: string };
      // Only the browser that began the install (its POST …/installs set the cookie).
      if (cookies.read(request) !== state) throw refused();
      const shop = await service.pendingInstall('shopify', state);
      if (!shop) throw refused();
      return reply.redirect(client.authorizeUrl(shop, state, redirectUri), 302);
    },
  );

  app.get(
    `${SHOPIFY_PATH}/oauth2/callback`,
    {
      ...browserRoute,
      schema: {
        ...browserRoute.schema,
        summary: "Shopify's redirect back after consent",
        description: 'As …/oauth2/authorize with `code`.',
      },
    },
    async (request, reply) => callback(request, reply, request.query as QueryParams),
  );

  // The signature covers the body as sent, so webhooks read it as text, untouched.
  await app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    webhooks.post(
      `${SHOPIFY_PATH}/webhooks`,
      {
        config: { access: 'public' },
        schema: {
          summary: "Shopify's webhooks",
          description:
            'Verified by `X-Shopify-Hmac-Sha256` over the raw body (wrong: 401), handled once per ' +
            '`X-Shopify-Webhook-Id`. The shop of app/uninstalled, shop/redact and the privacy ' +
            'topics is the one their body names, which must be `X-Shopify-Shop-Domain` (else ' +
            '401: the header is not signed). products/create, products/update and products/delete keep ' +
            'imported listings current; app/uninstalled pauses them and tells the seller; the ' +
            'privacy topics customers/data_request and customers/redact find no customer data ' +
            '(Bazaar keeps none from Shopify); shop/redact erases what is kept of the shop.',
          tags,
          headers: z.object({
            'x-shopify-hmac-sha256': z.string().max(200).optional(),
            'x-shopify-topic': z.string().max(100).optional(),
            'x-shopify-shop-domain': z.string().max(255).optional(),
            'x-shopify-webhook-id': z.string().max(200).optional(),
          }),
          response: { 200: z.object({ received: z.literal(true) }), ...errorResponses },
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const headers = request.headers as Record<string, string | undefined>;
        if (!webhookHmacValid(raw, headers['x-shopify-hmac-sha256'], clientSecret)) throw refused();
        const shop = headers['x-shopify-shop-domain']?.toLowerCase();
        const topic = headers['x-shopify-topic'];
        const deliveryId = headers['x-shopify-webhook-id'];
        if (!shop || !SHOP_DOMAIN.test(shop) || !topic || !deliveryId) throw refused();
        let body: unknown;
        try {
          body = JSON.parse(raw);
        } catch {
          body = null;
        }
        // The header is not signed: the shop a whole-shop topic acts on must be the body's.
        const bodyShop = shopOfWebhook(topic, body);
        if (bodyShop !== undefined && bodyShop !== shop) throw refused();
        if (!(await service.recordWebhook('shopify', deliveryId)))
          return { received: true as const };
        try {
          await handle(topic, shop, body);
        } catch (error) {
          await service.forgetWebhook('shopify', deliveryId);
          throw error;
        }
        return { received: true as const };
      },
    );
  });

  async function handle(topic: string, shop: string, body: unknown) {
    switch (topic) {
      case 'products/create':
      case 'products/update': {
        const id = productIdOf(body);
        if (id) await service.productChanged('shopify', shop, id);
        return;
      }
      case 'products/delete': {
        const id = productIdOf(body);
        if (id) await service.productDeleted('shopify', shop, id);
        return;
      }
      case 'app/uninstalled':
        await service.uninstalled('shopify', shop);
        return;
      case 'shop/redact':
        await service.redactStore('shopify', shop);
        return;
      // Bazaar keeps no data of a Shopify store's customers: nothing to send or erase.
      case 'customers/data_request':
      case 'customers/redact':
      default:
        return;
    }
  }
};
