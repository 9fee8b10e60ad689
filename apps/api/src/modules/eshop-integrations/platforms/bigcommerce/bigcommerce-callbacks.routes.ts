import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BigCommerceApp } from '../../../../config';
import { errorResponses } from '../../../../http/responses';
import type { Clock } from '../../../../lib/clock';
import type { EshopIntegrationsService } from '../../eshop-integrations.service';
import { browserRoute, eshopTags, RECEIVED, webhookReceived } from '../../platform-install';
import { BIGCOMMERCE_PATH } from './bigcommerce-addresses';
import {
  bigcommerceRefused as refused,
  SignedPayloadError,
  verifySignedPayload,
  type SignedPayload,
} from './signed-payload';

type Routes = Parameters<FastifyPluginAsyncZod>[0];

export interface BigCommerceCallbackContext {
  service: Pick<EshopIntegrationsService, 'recordWebhook' | 'uninstalled'>;
  app: BigCommerceApp;
  /** Where the web is: the load callback sends the browser there. */
  publicUrl: string;
  clock: Clock;
}

const signedPayloadQuery = z.object({
  signed_payload_jwt: z.string().min(1).max(8_192),
  // BigCommerce also sends the legacy `signed_payload`; only the JWT is read.
  signed_payload: z.string().max(8_192).optional(),
});

/** A verified, fresh signed payload whose jti was not seen before; else a 401. */
async function verified(
  request: FastifyRequest,
  { service, app, clock }: BigCommerceCallbackContext,
  token: string,
): Promise<SignedPayload> {
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

/** GET …/load: the merchant opens the app from the control panel. */
function loadRoute(fastify: Routes, context: BigCommerceCallbackContext): void {
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
      await verified(request, context, request.query.signed_payload_jwt);
      return reply.redirect(
        `${context.publicUrl}/profile/e-shop-integration?store=bigcommerce`,
        302,
      );
    },
  );
}

/** GET …/uninstall: the app was removed from the store. */
function uninstallRoute(fastify: Routes, context: BigCommerceCallbackContext): void {
  fastify.get(
    `${BIGCOMMERCE_PATH}/uninstall`,
    {
      config: { access: 'public' },
      schema: {
        summary: "BigCommerce's uninstall callback: the app was removed from the store",
        description:
          "Verified like …/load. The store's imported listings are paused, the connection is " +
          '`removed_by_platform` and the seller is told once.',
        tags: eshopTags,
        querystring: signedPayloadQuery,
        response: { 200: webhookReceived, ...errorResponses },
      },
    },
    async (request) => {
      const payload = await verified(request, context, request.query.signed_payload_jwt);
      await context.service.uninstalled('bigcommerce', payload.storeHash);
      return RECEIVED;
    },
  );
}

/** GET …/remove-user: a store user lost access to the app. */
function removeUserRoute(fastify: Routes, context: BigCommerceCallbackContext): void {
  fastify.get(
    `${BIGCOMMERCE_PATH}/remove-user`,
    {
      config: { access: 'public' },
      schema: {
        summary: "BigCommerce's remove-user callback: a store user lost access to the app",
        description:
          'Verified like …/load. Bazaar keeps no BigCommerce users (the store belongs to the ' +
          'seller who connected it), so nothing changes.',
        tags: eshopTags,
        querystring: signedPayloadQuery,
        response: { 200: webhookReceived, ...errorResponses },
      },
    },
    async (request) => {
      await verified(request, context, request.query.signed_payload_jwt);
      return RECEIVED;
    },
  );
}

/** The control panel's callbacks, each with a signed payload: load, uninstall, remove-user. */
export function bigcommerceCallbackRoutes(
  fastify: Routes,
  context: BigCommerceCallbackContext,
): void {
  loadRoute(fastify, context);
  uninstallRoute(fastify, context);
  removeUserRoute(fastify, context);
}
