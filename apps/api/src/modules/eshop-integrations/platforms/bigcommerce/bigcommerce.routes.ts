import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BigCommerceApp } from '../../../../config';
import { UnauthorizedError } from '../../../../errors';
import { errorResponses } from '../../../../http/responses';
import type { Clock } from '../../../../lib/clock';
import type { EshopService } from '../../eshop.service';
import type { InstallCookies } from '../../install-cookie';
import {
  BigCommerceApiError,
  HOOK_SECRET_HEADER,
  type BigCommerceClient,
} from './bigcommerce-client';
import {
  SignedPayloadError,
  STORE_HASH,
  verifySignedPayload,
  type SignedPayload,
} from './signed-payload';

export interface BigCommerceRoutesOptions {
  service: EshopService;
  client: BigCommerceClient;
  app: BigCommerceApp;
  cookies: InstallCookies;
  /** Where the web is: the browser is sent back there. */
  publicUrl: string;
  clock: Clock;
}

/** The api's BigCommerce routes, under /api. */
export const BIGCOMMERCE_PATH = '/eshop-integrations/bigcommerce';
/** The web pages registered as the app's auth and load callbacks; they forward to the api. */
export const BIGCOMMERCE_WEB_AUTH = '/app/big-commerce/auth';
export const BIGCOMMERCE_WEB_LOAD = '/app/big-commerce/load';

const tags = ['eshop-integrations'];
const refused = () =>
  new UnauthorizedError('This request does not come from BigCommerce, or it has expired.');

const signedPayloadQuery = z.object({
  signed_payload_jwt: z.string().min(1).max(8_192),
  // BigCommerce also sends the legacy `signed_payload`; only the JWT is read.
  signed_payload: z.string().max(8_192).optional(),
});

const authQuery = z.object({
  code: z.string().min(1).max(512),
  scope: z.string().max(2_000),
  context: z.string().regex(/^stores\/[a-z0-9]{1,40}$/),
  account_uuid: z.string().max(100).optional(),
});

/** A webhook's callback body (the fields read; BigCommerce's payload is lightweight). */
const hookBody = z.object({
  scope: z.string().max(200),
  producer: z.string().regex(/^stores\/[a-z0-9]{1,40}$/),
  hash: z.string().max(200).optional(),
  created_at: z.number().int().nonnegative(),
  store_id: z.string().max(40).optional(),
  data: z.object({ type: z.string().max(50).optional(), id: z.number().int().positive() }).loose(),
});

const received = z.object({ received: z.literal(true) });

/**
 * BigCommerce's side of the install flow, its app callbacks and its webhooks (issue 20,
 * ADR 0066):
 * - GET …/install?state= — an install begun in Bazaar (POST …/installs answers it and sets the
 *   signed state cookie): only with that cookie does the browser go to the app's install page
 *   on BigCommerce (else 401).
 * - GET …/auth — the auth callback (through the web's /app/big-commerce/auth): `code`, `scope`
 *   and `context=stores/{hash}` are exchanged for the store's token at the login service, the
 *   product webhooks are registered, and the store is attached (state cookie of an install begun
 *   in Bazaar for this store) or claimed (/app/complete-account).
 * - GET …/load, …/uninstall, …/remove-user — `signed_payload_jwt` verified (HS256 with the
 *   client secret, aud, iss, exp, sub), each `jti` accepted once.
 * - POST …/webhooks — the custom header secret set on our hooks checked, each event handled
 *   once.
 */
export const bigcommerceRoutes: FastifyPluginAsyncZod<BigCommerceRoutesOptions> = async (
  fastify,
  { service, client, app, cookies, publicUrl, clock },
) => {
  /** A verified, fresh signed payload whose jti was not seen before. */
  async function verified(request: FastifyRequest, token: string): Promise<SignedPayload> {
    let payload: SignedPayload;
    try {
      payload = await verifySignedPayload(token, app, clock.now());
    } catch (error) {
      if (!(error instanceof SignedPayloadError)) throw error;
      request.log.info({ reason: error.message }, 'BigCommerce signed payload refused');
      throw refused();
    }
    // Replays are refused: each token id is recorded with the core's webhook de-duplication.
    if (!(await service.recordWebhook('bigcommerce', `jti:${payload.jti}`))) {
      request.log.info('BigCommerce signed payload replayed');
      throw refused();
    }
    return payload;
  }

  const browserRoute = {
    config: { access: 'public' as const },
    schema: { tags, response: { 302: z.null().optional(), ...errorResponses } },
  };

  fastify.get(
    `${BIGCOMMERCE_PATH}/install`,
    {
      ...browserRoute,
      schema: {
        ...browserRoute.schema,
        summary: "Open BigCommerce's install page for an install begun in Bazaar",
        description:
          'Only in the browser that began it: the state cookie set by POST …/installs must ' +
          'carry this state, else 401 and nothing changes.',
        querystring: z.object({ state: z.string().min(20).max(100) }),
      },
    },
    async (request, reply) => {
      const { state } = request.query;
      // Only the browser that began the install (its POST …/installs set the cookie).
      if (cookies.read(request) !== state) throw refused();
      if (!(await service.pendingInstall('bigcommerce', state))) throw refused();
      return reply.redirect(client.installUrl(), 302);
    },
  );

  fastify.get(
    `${BIGCOMMERCE_PATH}/auth`,
    {
      ...browserRoute,
      schema: {
        ...browserRoute.schema,
        summary: "BigCommerce's auth callback: the store's install is completed",
        description:
          'Query as BigCommerce sends it: `code`, `scope`, `context` (`stores/{hash}`). The code ' +
          'is exchanged at the login service (a refused code is a 401 and nothing is stored); the ' +
          'store is attached to the seller who began the install in Bazaar (state cookie), or ' +
          'kept in a claim and the browser sent to /app/complete-account.',
        querystring: authQuery,
      },
    },
    async (request, reply) => {
      const { code, scope, context } = request.query;
      let grant;
      try {
        grant = await client.exchangeCode({ code, scope, context });
      } catch (error) {
        if (error instanceof BigCommerceApiError && error.status < 500) {
          request.log.warn({ status: error.status }, 'BigCommerce refused the code of an install');
          throw refused();
        }
        throw error;
      }
      const identity = await client.storeIdentity(grant.storeHash, grant.tokens);
      await client.registerWebhooks(grant.storeHash, grant.tokens);
      const cookieState = cookies.read(request);
      const state =
        cookieState && (await service.stateMatches('bigcommerce', cookieState, grant.storeHash))
          ? cookieState
          : // Opened from BigCommerce (or another store was chosen there): no seller is known yet.
            (await service.beginInstall('bigcommerce', grant.storeHash, null)).state;
      const { redirectTo } = await service.completeInstall(
        'bigcommerce',
        state,
        identity,
        grant.tokens,
      );
      if (cookieState) cookies.clear(request, reply);
      return reply.redirect(`${publicUrl}${redirectTo}`, 302);
    },
  );

  fastify.get(
    `${BIGCOMMERCE_PATH}/load`,
    {
      ...browserRoute,
      schema: {
        ...browserRoute.schema,
        summary: "BigCommerce's load callback: the merchant opens the app from the control panel",
        description:
          '`signed_payload_jwt` verified (HS256 with the client secret; `aud` the client id, ' +
          '`iss` bc, `exp`, `sub` stores/{hash}; a replayed `jti` refused): wrong is a 401. The ' +
          "browser goes to the seller's e-shop integrations page.",
        querystring: signedPayloadQuery,
      },
    },
    async (request, reply) => {
      await verified(request, request.query.signed_payload_jwt);
      return reply.redirect(`${publicUrl}/profile/e-shop-integration?store=bigcommerce`, 302);
    },
  );

  fastify.get(
    `${BIGCOMMERCE_PATH}/uninstall`,
    {
      config: { access: 'public' },
      schema: {
        summary: "BigCommerce's uninstall callback: the app was removed from the store",
        description:
          "Verified like …/load. The store's imported listings are paused, the connection is " +
          '`removed_by_platform` and the seller is told once.',
        tags,
        querystring: signedPayloadQuery,
        response: { 200: received, ...errorResponses },
      },
    },
    async (request) => {
      const payload = await verified(request, request.query.signed_payload_jwt);
      await service.uninstalled('bigcommerce', payload.storeHash);
      return { received: true as const };
    },
  );

  fastify.get(
    `${BIGCOMMERCE_PATH}/remove-user`,
    {
      config: { access: 'public' },
      schema: {
        summary: "BigCommerce's remove-user callback: a store user lost access to the app",
        description:
          'Verified like …/load. Bazaar keeps no BigCommerce users (the store belongs to the ' +
          'seller who connected it), so nothing changes.',
        tags,
        querystring: signedPayloadQuery,
        response: { 200: received, ...errorResponses },
      },
    },
    async (request) => {
      await verified(request, request.query.signed_payload_jwt);
      return { received: true as const };
    },
  );

  fastify.post(
    `${BIGCOMMERCE_PATH}/webhooks`,
    {
      config: { access: 'public' },
      schema: {
        summary: "BigCommerce's product webhooks",
        description:
          `Checked by the \`${HOOK_SECRET_HEADER}\` header set on Bazaar's hooks (a secret per ` +
          'store; wrong or missing: 401). Each event (producer, scope, hash, created_at) is ' +
          'handled once. store/product/created and store/product/updated re-read the product; ' +
          'store/product/deleted removes its listing.',
        tags,
        headers: z.object({ [HOOK_SECRET_HEADER]: z.string().max(200).optional() }),
        body: hookBody,
        response: { 200: received, ...errorResponses },
      },
    },
    async (request) => {
      const body = request.body;
      const storeHash = body.producer.slice('stores/'.length);
      const secret = (request.headers as Record<string, string | undefined>)[HOOK_SECRET_HEADER];
      if (!STORE_HASH.test(storeHash) || !client.isHookSecret(storeHash, secret)) throw refused();
      const deliveryId = `hook:${createHash('sha256')
        .update(
          [body.producer, body.scope, body.hash ?? '', body.created_at, body.data.id].join('|'),
        )
        .digest('base64url')}`;
      if (!(await service.recordWebhook('bigcommerce', deliveryId))) {
        return { received: true as const };
      }
      try {
        const productId = String(body.data.id);
        if (body.scope === 'store/product/created' || body.scope === 'store/product/updated') {
          await service.productChanged('bigcommerce', storeHash, productId);
        } else if (body.scope === 'store/product/deleted') {
          await service.productDeleted('bigcommerce', storeHash, productId);
        }
      } catch (error) {
        await service.forgetWebhook('bigcommerce', deliveryId);
        throw error;
      }
      return { received: true as const };
    },
  );
};
