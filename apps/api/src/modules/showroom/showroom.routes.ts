import {
  crossSearchQuery,
  crossSearchResult,
  searchFilters,
  searchFiltersQuery,
  showroomListingPage,
  showroomListingsQuery,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import type { ShowroomService } from './showroom.service';

export interface ShowroomRoutesOptions {
  service: ShowroomService;
}

const PUBLIC = { access: 'public' } as const;

/** Result pages of the divisions, their filter panels and the top-bar suggestions. */
export const showroomRoutes: FastifyPluginAsyncZod<ShowroomRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/showroom/listings',
    {
      config: PUBLIC,
      schema: {
        summary: "A page of a division's listings, filtered and sorted",
        description:
          'Public listings of a division, or of a catalog node and everything under it, matching `q` (full-text with typo tolerance), filtered by `filters` (the encodeFilters text: price, postcode, radius and node parameters) and the explicit price, zip_code and radius_km parameters, which win over the same entries in `filters`. A postcode alone measures distances; with a radius it keeps only listings within it. Keyset-paged: pass `next_cursor` as `cursor` with the same query.',
        tags: ['showroom'],
        querystring: showroomListingsQuery,
        response: { 200: showroomListingPage, ...errorResponses },
      },
    },
    async (request) => service.listings(request.query),
  );

  app.get(
    '/showroom/filters',
    {
      config: PUBLIC,
      schema: {
        summary: 'The filter panel of a division or catalog node',
        description:
          'Price range, postcode and radius, then the parameters of the node (its own and inherited) or, without a node, of the division, with their options.',
        tags: ['showroom'],
        querystring: searchFiltersQuery,
        response: { 200: searchFilters, ...errorResponses },
      },
    },
    async (request) => service.filters(request.query),
  );

  app.get(
    '/showroom/cross-search',
    {
      config: PUBLIC,
      schema: {
        summary: 'Suggestions for the top-bar search',
        description:
          'The best matching listings (`catalog`), catalog nodes (`categories`) and texts to search for (`suggests`) of a division. A blank `q`, and the division `services`, answer empty lists.',
        tags: ['showroom'],
        querystring: crossSearchQuery,
        response: { 200: crossSearchResult, ...errorResponses },
      },
    },
    async (request) => service.crossSearch(request.query),
  );
};
