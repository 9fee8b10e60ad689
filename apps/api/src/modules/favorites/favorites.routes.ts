import {
  FAVORITE_IDS_MAX,
  favoriteIds,
  favoriteListingParams,
  favoritePage,
  favoritesQuery,
} from '@bazaar/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { FavoritesService } from './favorites.service';

export interface FavoritesRoutesOptions {
  service: FavoritesService;
}

const SIGNED_IN = { access: 'signed-in' } as const;
const tags = ['favorites'];

export const favoritesRoutes: FastifyPluginAsyncZod<FavoritesRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/users/me/favorites',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'My favorites, newest saved first',
        description:
          'Each with its listing card, the price when saved and how the price moved since. Listings withdrawn or sold out since stay with `available: false`. Pass `next_cursor` as `cursor` for the next page.',
        tags,
        querystring: favoritesQuery,
        response: { 200: favoritePage, ...errorResponses },
      },
    },
    async (request) => service.page(signedInAccount(request).id, request.query),
  );

  app.get(
    '/users/me/favorites/ids',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'The ids of my favorites (for the hearts on cards)',
        description: `The newest ${FAVORITE_IDS_MAX} saved, newest first.`,
        tags,
        response: { 200: favoriteIds, ...errorResponses },
      },
    },
    async (request) => service.ids(signedInAccount(request).id),
  );

  app.put(
    '/users/me/favorites/:listingId',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Save a listing to my favorites',
        description:
          'Only listings visitors can see (404 otherwise). Keeps the current price to show later changes. Saving it again changes nothing. Answers 204.',
        tags,
        params: favoriteListingParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.save(signedInAccount(request).id, request.params.listingId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/users/me/favorites/:listingId',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Remove a listing from my favorites',
        description: 'Removing one that is not saved is fine too. Answers 204.',
        tags,
        params: favoriteListingParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.remove(signedInAccount(request).id, request.params.listingId);
      return reply.code(204).send(null);
    },
  );
};
