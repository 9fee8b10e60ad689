import { followedSellerParams, followedSellers, followState } from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { MyPeopleService } from './my-people.service';

export interface MyPeopleRoutesOptions {
  service: MyPeopleService;
}

/** Spec §6: My People is for buyers. */
const BUYERS = { access: ['BUYER'] } as const;
const tags = ['my-people'];

export const myPeopleRoutes: FastifyPluginAsyncZod<MyPeopleRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/users/me/followed-sellers',
    {
      config: BUYERS,
      schema: {
        summary: 'My People: the sellers I follow, with their newest listings',
        description: 'Newest followed first.',
        tags,
        response: { 200: followedSellers, ...errorResponses },
      },
    },
    async (request) => service.followed(signedInAccount(request).id),
  );

  app.get(
    '/users/me/followed-sellers/:sellerId',
    {
      config: BUYERS,
      schema: {
        summary: 'Whether I follow this seller',
        tags,
        params: followedSellerParams,
        response: { 200: followState, ...errorResponses },
      },
    },
    async (request) => service.state(signedInAccount(request).id, request.params.sellerId),
  );

  app.put(
    '/users/me/followed-sellers/:sellerId',
    {
      config: BUYERS,
      schema: {
        summary: 'Follow a seller',
        description:
          'Only sellers visitors can see (404 otherwise), not myself (403). I am notified when they publish a listing. Following again changes nothing. Answers 204.',
        tags,
        params: followedSellerParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.follow(signedInAccount(request).id, request.params.sellerId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/users/me/followed-sellers/:sellerId',
    {
      config: BUYERS,
      schema: {
        summary: 'Unfollow a seller',
        description: 'Unfollowing one not followed is fine too. Answers 204.',
        tags,
        params: followedSellerParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.unfollow(signedInAccount(request).id, request.params.sellerId);
      return reply.code(204).send(null);
    },
  );
};
