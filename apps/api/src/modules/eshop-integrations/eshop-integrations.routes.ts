import {
  eshopCatalogMapping,
  eshopDeleteListingsResponse,
  eshopConnectionList,
  eshopDetachResponse,
  eshopStoreProductsPage,
  eshopStoreProductsQuery,
  eshopSyncNowResponse,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { EshopIntegrationsService } from './eshop-integrations.service';
import { installRoutes } from './install.routes';

export interface EshopIntegrationsRoutesOptions {
  service: EshopIntegrationsService;
}

const SELLERS = { access: ['SELLER'] } as const;
const tags = ['eshop-integrations'];
const connectionParams = z.object({ id: z.string().max(64) });

export const eshopIntegrationsRoutes: FastifyPluginAsyncZod<
  EshopIntegrationsRoutesOptions
> = async (app, { service }) => {
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

  installRoutes(app, service);

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
