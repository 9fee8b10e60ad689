import {
  COMPARISON_MAX,
  comparisonChangeBody,
  comparisonCount,
  comparisonList,
  comparisonListings,
  comparisonListingsQuery,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { ComparisonService } from './comparison.service';

export interface ComparisonRoutesOptions {
  service: ComparisonService;
}

const SIGNED_IN = { access: 'signed-in' } as const;
const tags = ['comparison'];

export const comparisonRoutes: FastifyPluginAsyncZod<ComparisonRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/users/me/comparison',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'My comparison list, newest added first',
        description:
          'Withdrawn listings stay in the list with `available: false` (and empty attributes and parameters) until removed.',
        tags,
        response: { 200: comparisonList, ...errorResponses },
      },
    },
    async (request) => service.list(signedInAccount(request).id),
  );

  app.post(
    '/users/me/comparison',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Add listings to my comparison',
        description: `Ids already compared are ignored. If any other id is not a published listing, nothing is added (404). More than ${COMPARISON_MAX} products in all is a 409 CONFLICT. Answers the new count.`,
        tags,
        body: comparisonChangeBody,
        response: { 200: comparisonCount, ...errorResponses },
      },
    },
    async (request) => service.add(signedInAccount(request).id, request.body.include),
  );

  app.delete(
    '/users/me/comparison',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Remove listings from my comparison',
        description:
          'A JSON body like the add call. Ids that are not compared are ignored. Answers the new count.',
        tags,
        body: comparisonChangeBody,
        response: { 200: comparisonCount, ...errorResponses },
      },
    },
    async (request) => service.remove(signedInAccount(request).id, request.body.include),
  );

  app.get(
    '/comparison/listings',
    {
      config: { access: 'public' },
      schema: {
        summary: "A visitor's compared listings, from the ids kept in the browser",
        description:
          'In the order given. Unknown ids are left out; withdrawn listings come back with `available: false`.',
        tags,
        querystring: comparisonListingsQuery,
        response: { 200: comparisonListings, ...errorResponses },
      },
    },
    async (request) => service.listingsOf(request.query.ids),
  );
};
