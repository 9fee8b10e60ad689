import {
  adminListingPage,
  adminListingRow,
  adminListingsQuery,
  blockListingBody,
  listingIdParams,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import { auditActorOf } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { ListingsService } from './listings.service';

export interface AdminListingsRoutesOptions {
  service: ListingsService;
}

/** Administrators: every listing (/profile/items), with block and unblock. */
export const adminListingsRoutes: FastifyPluginAsyncZod<AdminListingsRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/products',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Every listing, newest first',
        description:
          'Filter by status, draft_state, section (division) and owner; `search` matches words of the title. Pass `next_cursor` as `cursor` for the next page.',
        tags: ['admin'],
        querystring: adminListingsQuery,
        response: { 200: adminListingPage, ...errorResponses },
      },
    },
    async (request) => service.listAll(request.query),
  );

  app.post(
    '/admin/products/:id/block',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Block a listing; it leaves the public pages at once and its owner sees why',
        tags: ['admin'],
        params: listingIdParams,
        body: blockListingBody,
        response: { 200: adminListingRow, ...errorResponses },
      },
    },
    async (request) => service.block(auditActorOf(request), request.params.id, request.body.reason),
  );

  app.post(
    '/admin/products/:id/unblock',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Unblock a listing (a listing its owner paused stays paused)',
        tags: ['admin'],
        params: listingIdParams,
        response: { 200: adminListingRow, ...errorResponses },
      },
    },
    async (request) => service.unblock(auditActorOf(request), request.params.id),
  );
};
