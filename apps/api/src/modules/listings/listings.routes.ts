import { browseListingsQuery, listingCardPage } from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import type { ListingsService } from './listings.service';

export interface ListingsRoutesOptions {
  service: ListingsService;
}

export const listingsRoutes: FastifyPluginAsyncZod<ListingsRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/listings',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Browse public listings, newest first',
        description:
          'Active, published listings of active accounts, optionally of one division. Pass `next_cursor` as `cursor` for the next page.',
        tags: ['listings'],
        querystring: browseListingsQuery,
        response: { 200: listingCardPage, ...errorResponses },
      },
    },
    async (request) => service.browseListings(request.query),
  );
};
