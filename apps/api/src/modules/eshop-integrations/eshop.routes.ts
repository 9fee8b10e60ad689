import {
  eshopCatalogMapping,
  eshopDeleteListingsResponse,
  eshopClaimAttachResponse,
  eshopClaimToken,
  eshopConnectionList,
  eshopDetachResponse,
  eshopInstallRequest,
  eshopInstallResponse,
  eshopStoreProductsPage,
  eshopStoreProductsQuery,
  eshopSyncNowResponse,
  storePlatforms,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { EshopService } from './eshop.service';

export interface EshopRoutesOptions {
  service: EshopService;
}

const SELLERS = { access: ['SELLER'] } as const;
/** Install and claim routes answer visitors and buyers themselves, with the codes of spec §8. */
const PUBLIC = { access: 'public' } as const;
const tags = ['eshop-integrations'];
const connectionParams = z.object({ id: z.string().max(64) });

export const eshopRoutes: FastifyPluginAsyncZod<EshopRoutesOptions> = async (app, { service }) => {
  app.get(
    '/eshop-integrations/connections',
    {
      config: SELLERS,
      schema: {
        summary: "The seller's e-shop connections",
        description: 'Live ones and those removed on the platform or detached, newest first.',
        tags,
        response: { 200: eshopConnectionList, ...errorResponses },
      },
    },
    async (request) => ({ connections: await service.connections(signedInAccount(request).id) }),
  );

  app.post(
    '/eshop-integrations/:platform/installs',
    {
      config: PUBLIC,
      schema: {
        summary: 'Start connecting a store from Bazaar',
        description:
          "Answers where the browser goes: the api's start address, which opens the platform's " +
          "consent screen. The answer sets the install's state in a signed http-only cookie; " +
          'the start address refuses a browser without it (401). Not signed in: ' +
          '401 ESHOP_INTEGRATION_NOT_SIGNED_IN; not a seller: 403 ESHOP_INTEGRATION_NOT_SELLER; ' +
          "the store on another account: 409 ESHOP_INTEGRATION_ALREADY_ADDED; the plan's " +
          'e-shop limit reached: 403 SUBSCRIPTION_LIMIT_REACHED.',
        tags,
        params: z.object({ platform: z.enum(storePlatforms) }),
        body: eshopInstallRequest,
        response: { 201: eshopInstallResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { authorize_url, state, cookies } = await service.startInstall(
        request.account ?? null,
        request.params.platform,
        request.body.store,
      );
      // The seller's own browser keeps the state; the start address requires it (ADR 0064).
      cookies.set(request, reply, state);
      return reply.code(201).send({ authorize_url });
    },
  );

  app.post(
    '/eshop-integrations/claims/:token',
    {
      config: PUBLIC,
      schema: {
        summary: 'Attach a store installed from its platform to the signed-in seller',
        description:
          'The claim comes from /app/complete-account?claim=…, valid 30 minutes, used once ' +
          '(410 after). Refusals as for installs.',
        tags,
        params: z.object({ token: eshopClaimToken }),
        response: { 200: eshopClaimAttachResponse, ...errorResponses },
      },
    },
    async (request) => ({
      connection: await service.attachClaim(request.account ?? null, request.params.token),
    }),
  );

  app.post(
    '/eshop-integrations/connections/:id/sync',
    {
      config: SELLERS,
      schema: {
        summary: "Re-sync the store's products now",
        description:
          'Queues a job that reads every product of the store and updates the listings imported ' +
          'from it; `last_synced_at` moves when it is done.',
        tags,
        params: connectionParams,
        response: { 202: eshopSyncNowResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.syncNow(signedInAccount(request).id, request.params.id);
      return reply.code(202).send({ queued: true as const });
    },
  );

  app.delete(
    '/eshop-integrations/connections/:id',
    {
      config: SELLERS,
      schema: {
        summary: 'Detach a store',
        description:
          "Revokes Bazaar's grant on the platform, marks the connection `detached` and pauses " +
          'the listings imported from it (the seller may delete or publish them again).',
        tags,
        params: connectionParams,
        response: { 200: eshopDetachResponse, ...errorResponses },
      },
    },
    async (request) => service.detach(signedInAccount(request).id, request.params.id),
  );

  app.delete(
    '/eshop-integrations/connections/:id/listings',
    {
      config: SELLERS,
      schema: {
        summary: 'Delete the listings imported from a store',
        description:
          'Deletes every listing imported through the connection, in whatever state it is ' +
          '(typically after the store was removed on its platform or detached). The connection ' +
          'stays; listings the seller already deleted are not counted.',
        tags,
        params: connectionParams,
        response: { 200: eshopDeleteListingsResponse, ...errorResponses },
      },
    },
    async (request) => service.deleteListings(signedInAccount(request).id, request.params.id),
  );

  app.get(
    '/eshop-integrations/connections/:id/products',
    {
      config: SELLERS,
      schema: {
        summary: "A page of the store's products, read from the platform",
        description: 'For choosing what to import; `next_cursor` reads the next page.',
        tags,
        params: connectionParams,
        querystring: eshopStoreProductsQuery,
        response: { 200: eshopStoreProductsPage, ...errorResponses },
      },
    },
    async (request) =>
      service.storeProducts(
        signedInAccount(request).id,
        request.params.id,
        request.query.cursor ?? null,
      ),
  );

  app.get(
    '/eshop-integrations/connections/:id/catalog-mapping',
    {
      config: SELLERS,
      schema: {
        summary: "The store's product types and collections mapped to catalog nodes",
        tags,
        params: connectionParams,
        response: { 200: eshopCatalogMapping, ...errorResponses },
      },
    },
    async (request) => service.catalogMapping(signedInAccount(request).id, request.params.id),
  );

  app.put(
    '/eshop-integrations/connections/:id/catalog-mapping',
    {
      config: SELLERS,
      schema: {
        summary: 'Remember the mapping for the next imports of the store',
        tags,
        params: connectionParams,
        body: eshopCatalogMapping,
        response: { 200: eshopCatalogMapping, ...errorResponses },
      },
    },
    async (request) =>
      service.putCatalogMapping(signedInAccount(request).id, request.params.id, request.body),
  );
};
