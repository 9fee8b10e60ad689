import {
  catalogNodeDetail,
  catalogNodeParams,
  catalogTree,
  catalogTreeQuery,
  pickLocale,
  requestHeaders,
} from '@bazaar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import type { CatalogService } from './catalog.service';

export interface CatalogRoutesOptions {
  service: CatalogService;
}

/** Node names are answered in the request's language (German names where an admin set one). */
const localeOf = (request: FastifyRequest) => pickLocale(request.headers[requestHeaders.language]);

export const catalogRoutes: FastifyPluginAsyncZod<CatalogRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/catalog/nodes',
    {
      config: { access: 'public' },
      schema: {
        summary: "A division's catalog tree",
        description:
          'Sections, categories and subcategories of one division with their images, flat: parents come before their children and siblings in their order. Hidden nodes (and what lies below them) are left out; names are in the language of Accept-Language.',
        tags: ['catalog'],
        querystring: catalogTreeQuery,
        response: { 200: catalogTree, ...errorResponses },
      },
    },
    async (request) => service.tree(request.query.section, localeOf(request)),
  );

  app.get(
    '/catalog/nodes/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A catalog node with its path, children and parameters',
        description:
          'What the showroom of a node shows: the path from its division section down to it, its children in their order, and the parameters its filters offer (its own and those it inherits).',
        tags: ['catalog'],
        params: catalogNodeParams,
        response: { 200: catalogNodeDetail, ...errorResponses },
      },
    },
    async (request) => service.nodeDetail(request.params.id, localeOf(request)),
  );
};
