import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../../../lib/clock';
import { browserRoute, type PlatformInstall } from '../../platform-install';
import type { ShopifyClient } from './shopify-client';
import { SHOPIFY_PATH } from './shopify-addresses';
import {
  queryHmacValid,
  SHOP_DOMAIN,
  shopifyRefused as refused,
  timestampFresh,
  type QueryParams,
} from './shopify-signatures';

type Routes = Parameters<FastifyPluginAsyncZod>[0];

export interface ShopifyInstallContext {
  install: PlatformInstall;
  client: ShopifyClient;
  clientSecret: string;
  clock: Clock;
  /** The app's registered redirect: the web's entry, which forwards to the api. */
  redirectUri: string;
}

const queryParams = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
const shopifyBrowserRoute = {
  ...browserRoute,
  schema: { ...browserRoute.schema, querystring: queryParams },
};

/** A signed, fresh request naming a myshopify.com shop; answers the shop. */
function verifiedShop({ clientSecret, clock }: ShopifyInstallContext, query: QueryParams): string {
  const shop = query['shop'];
  if (typeof shop !== 'string' || !SHOP_DOMAIN.test(shop)) throw refused();
  if (!queryHmacValid(query, clientSecret)) throw refused();
  const timestamp = typeof query['timestamp'] === 'string' ? query['timestamp'] : undefined;
  if (!timestampFresh(timestamp, clock.now())) throw refused();
  return shop.toLowerCase();
}

/** Shopify's redirect back: HMAC, shop and state checked, the code traded for the grant. */
async function callback(
  context: ShopifyInstallContext,
  request: FastifyRequest,
  reply: FastifyReply,
  query: QueryParams,
) {
  const { install, client } = context;
  const shop = verifiedShop(context, query);
  const state = query['state'];
  const code = query['code'];
  if (typeof state !== 'string' || typeof code !== 'string' || code.length > 512) throw refused();
  const next = await install.callback(request, reply, {
    state,
    storeKey: shop,
    async exchange() {
      let tokens;
      try {
        tokens = await client.exchangeCode(shop, code);
      } catch (error) {
        request.log.warn({ err: error }, 'Shopify refused the code of an install');
        throw refused();
      }
      return { identity: await client.shopIdentity(shop, tokens), tokens };
    },
  });
  return reply.redirect(next, 302);
}

/** GET …/oauth2/authorize: the app URL, or (with `code`) Shopify's redirect back. */
function authorizeRoute(app: Routes, context: ShopifyInstallContext): void {
  const { install, client, redirectUri } = context;
  app.get(
    `${SHOPIFY_PATH}/oauth2/authorize`,
    {
      ...shopifyBrowserRoute,
      schema: {
        ...shopifyBrowserRoute.schema,
        summary: "Shopify's install request (the app URL), or its redirect back with a code",
        description:
          'Query as Shopify sends it: `hmac` (hex HMAC-SHA256 of the sorted rest), `shop`, ' +
          '`timestamp` (five minutes either way) and, coming back, `code` and `state`. A wrong ' +
          'one is a 401 and nothing is stored.',
      },
    },
    async (request, reply) => {
      const query = request.query as QueryParams;
      if (query['code'] !== undefined) return callback(context, request, reply, query);
      const shop = verifiedShop(context, query);
      const state = await install.begin(request, reply, shop);
      return reply.redirect(client.authorizeUrl(shop, state, redirectUri), 302);
    },
  );
}

/** GET …/oauth2/start: Shopify's consent screen for an install begun in Bazaar. */
function startRoute(app: Routes, { install, client, redirectUri }: ShopifyInstallContext): void {
  app.get(
    `${SHOPIFY_PATH}/oauth2/start`,
    {
      ...shopifyBrowserRoute,
      schema: {
        ...shopifyBrowserRoute.schema,
        summary: "Open Shopify's consent screen for an install begun in Bazaar",
        description:
          'Only in the browser that began it: the state cookie set by POST …/installs must ' +
          'carry this state, else 401 and nothing changes.',
        querystring: z.object({ state: z.string().min(20).max(100) }),
      },
    },
    async (request, reply) => {
      const { state } = request.query as { state: string };
      const shop = await install.resume(request, state);
      return reply.redirect(client.authorizeUrl(shop, state, redirectUri), 302);
    },
  );
}

/** GET …/oauth2/callback: Shopify's redirect back after consent. */
function callbackRoute(app: Routes, context: ShopifyInstallContext): void {
  app.get(
    `${SHOPIFY_PATH}/oauth2/callback`,
    {
      ...shopifyBrowserRoute,
      schema: {
        ...shopifyBrowserRoute.schema,
        summary: "Shopify's redirect back after consent",
        description: 'As …/oauth2/authorize with `code`.',
      },
    },
    async (request, reply) => callback(context, request, reply, request.query as QueryParams),
  );
}

/** Shopify's side of the install flow: the app URL, the start of a Bazaar install, the callback. */
export function shopifyInstallRoutes(app: Routes, context: ShopifyInstallContext): void {
  authorizeRoute(app, context);
  startRoute(app, context);
  callbackRoute(app, context);
}
