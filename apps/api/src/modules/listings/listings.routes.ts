import {
  browseListingsQuery,
  listingCardPage,
  listingDetail,
  listingDocumentList,
  listingIdParams,
  listingMediaList,
  ownerIdParams,
  publicOwnerProfile,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import type { ListingsService } from './listings.service';

export interface ListingsRoutesOptions {
  service: ListingsService;
}

const PUBLIC = { access: 'public' } as const;

/** What visitors see: cards, item pages, their pictures and documents, and owners' pages. */
export const listingsRoutes: FastifyPluginAsyncZod<ListingsRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/listings',
    {
      config: PUBLIC,
      schema: {
        summary: 'Browse public listings, newest first',
        description:
          'Active, published listings of active accounts, optionally of one division or one owner (the seller page). Pass `next_cursor` as `cursor` for the next page. The latest Flea Market ads are `?section=flea-market`.',
        tags: ['listings'],
        querystring: browseListingsQuery,
        response: { 200: listingCardPage, ...errorResponses },
      },
    },
    async (request) => service.browseListings(request.query),
  );

  app.get(
    '/products/:id',
    {
      config: PUBLIC,
      schema: {
        summary: 'The item page of a listing',
        description:
          'Only active, published listings of active accounts; anything else is a 404, so blocked and paused listings vanish at once.',
        tags: ['listings'],
        params: listingIdParams,
        response: { 200: listingDetail, ...errorResponses },
      },
    },
    async (request) => service.publicDetail(request.params.id),
  );

  app.get(
    '/products/:id/media',
    {
      config: PUBLIC,
      schema: {
        summary: 'The pictures of a public listing, in order, with thumbnails',
        tags: ['listings'],
        params: listingIdParams,
        response: { 200: listingMediaList, ...errorResponses },
      },
    },
    async (request) => service.publicMedia(request.params.id),
  );

  app.get(
    '/products/:id/documents',
    {
      config: PUBLIC,
      schema: {
        summary: 'The PDF documents of a public listing',
        tags: ['listings'],
        params: listingIdParams,
        response: { 200: listingDocumentList, ...errorResponses },
      },
    },
    async (request) => service.publicDocuments(request.params.id),
  );

  app.get(
    '/owners/:id',
    {
      config: PUBLIC,
      schema: {
        summary: 'The public card of a seller or of a buyer who posts ads',
        description:
          'Display name (per business_name_as_account_name), logo, member since and counts of public listings. 404 for paused, blocked or closed accounts. Their listings: `GET /listings?owner={id}`.',
        tags: ['listings'],
        params: ownerIdParams,
        response: { 200: publicOwnerProfile, ...errorResponses },
      },
    },
    async (request) => service.publicOwner(request.params.id),
  );
};
