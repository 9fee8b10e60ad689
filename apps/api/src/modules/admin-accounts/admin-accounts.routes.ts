import { adminAccountTypes, blockAccountBody, userIdParams } from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { AdminAccountsService } from './admin-accounts.service';

export interface AdminAccountsRoutesOptions {
  service: AdminAccountsService;
}

const ADMINS = { access: adminAccountTypes } as const;

export const adminAccountsRoutes: FastifyPluginAsyncZod<AdminAccountsRoutesOptions> = async (
  app,
  { service },
) => {
  app.post(
    '/admin/users/:id/block',
    {
      config: ADMINS,
      schema: {
        summary: 'Block an account: it is signed out and sees the reason when it signs in',
        tags: ['admin'],
        params: userIdParams,
        body: blockAccountBody,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.block(signedInAccount(request), request.params.id, request.body.reason);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/users/:id/unblock',
    {
      config: ADMINS,
      schema: {
        summary: 'Unblock an account',
        tags: ['admin'],
        params: userIdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.unblock(signedInAccount(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
