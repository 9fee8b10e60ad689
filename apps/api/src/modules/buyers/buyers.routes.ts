import { buyerProfile, updateBuyerBody } from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import { ownAccountRoutes } from '../users';
import type { BuyersService } from './buyers.service';

export interface BuyersRoutesOptions {
  service: BuyersService;
}

export const buyersRoutes: FastifyPluginAsyncZod<BuyersRoutesOptions> = async (
  app,
  { service },
) => {
  await app.register(
    ownAccountRoutes({
      path: '/buyers/me',
      accountType: 'BUYER',
      tag: 'buyers',
      profileSchema: buyerProfile,
      service,
    }),
  );

  app.patch(
    '/buyers/me',
    {
      config: { access: ['BUYER'] },
      schema: {
        summary: 'Update names and phone',
        tags: ['buyers'],
        body: updateBuyerBody,
        response: { 200: buyerProfile, ...errorResponses },
      },
    },
    async (request) => service.update(signedInAccount(request).id, request.body),
  );
};
