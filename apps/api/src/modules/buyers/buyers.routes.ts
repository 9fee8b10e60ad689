import {
  closeAccountBody,
  buyerProfile,
  updateEmailBody,
  updatePasswordBody,
  updateBuyerBody,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { BuyersService } from './buyers.service';

export interface BuyersRoutesOptions {
  service: BuyersService;
}

const BUYER = { access: ['BUYER'] } as const;
const schemaOf = (summary: string) => ({ summary, tags: ['buyers'] });

export const buyersRoutes: FastifyPluginAsyncZod<BuyersRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/buyers/me',
    {
      config: BUYER,
      schema: {
        ...schemaOf('The buyer profile'),
        response: { 200: buyerProfile, ...errorResponses },
      },
    },
    async (request) => service.profile(signedInAccount(request).id),
  );

  app.patch(
    '/buyers/me',
    {
      config: BUYER,
      schema: {
        ...schemaOf('Update names and phone'),
        body: updateBuyerBody,
        response: { 200: buyerProfile, ...errorResponses },
      },
    },
    async (request) => service.update(signedInAccount(request).id, request.body),
  );

  app.put(
    '/buyers/me/email',
    {
      config: BUYER,
      schema: {
        ...schemaOf('Change the email address (needs the password; to be verified again)'),
        body: updateEmailBody,
        response: { 200: buyerProfile, ...errorResponses },
      },
    },
    async (request) => service.changeEmail(signedInAccount(request).id, request.body),
  );

  app.put(
    '/buyers/me/password',
    {
      config: BUYER,
      schema: {
        ...schemaOf('Change the password; other sessions end'),
        body: updatePasswordBody,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const account = signedInAccount(request);
      await service.changePassword(account.id, account.sessionId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/buyers/me/pause',
    {
      config: BUYER,
      schema: {
        ...schemaOf('Pause the account: its listings leave the public pages'),
        response: { 200: buyerProfile, ...errorResponses },
      },
    },
    async (request) => service.pause(signedInAccount(request).id),
  );

  app.post(
    '/buyers/me/unpause',
    {
      config: BUYER,
      schema: {
        ...schemaOf('Unpause the account'),
        response: { 200: buyerProfile, ...errorResponses },
      },
    },
    async (request) => service.unpause(signedInAccount(request).id),
  );

  app.delete(
    '/buyers/me',
    {
      config: BUYER,
      schema: {
        ...schemaOf('Close the account for good (needs the password)'),
        body: closeAccountBody,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.close(signedInAccount(request).id, request.body.password);
      return reply.code(204).send(null);
    },
  );
};
