import {
  accountStatusChangeBody,
  adminAccount,
  adminAccountListQuery,
  adminAccountPage,
  adminAccountUpdateBody,
  createAccountBody,
  createdAccount,
  userIdParams,
  type AccountStatusChange,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';
import { auditActorOf } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { AdminAccountsService } from './admin-accounts.service';
import { adminAccountAccessRoutes } from './admin-account-access.routes';

export interface AdminAccountsRoutesOptions {
  service: AdminAccountsService;
}

const tags = ['admin'];

const statusChangeSummaries: Record<AccountStatusChange, string> = {
  block: 'Block an account: it is signed out and sees the reason when it signs in',
  pause: 'Pause an account: its listings leave the public pages until it is unblocked',
  unblock: 'Unblock or unpause an account',
};

/** The user manager (`/profile/user-manager`): administrators' work on accounts. */
export const adminAccountsRoutes: FastifyPluginAsyncZod<AdminAccountsRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/users',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Open accounts, filtered and sorted',
        description:
          '`search` matches the email address, the names and the business names; filter by type, ' +
          'status, sign-up days (UTC, both included) and the division an account sells in. Pass ' +
          '`next_cursor` as `cursor` for the next page (same filters and sort).',
        tags,
        querystring: adminAccountListQuery,
        response: { 200: adminAccountPage, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );

  app.post(
    '/admin/users',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Add an account of any type (administrators: super admins only)',
        description: 'Answers the generated password once; it is never shown again.',
        tags,
        body: createAccountBody,
        response: { 201: createdAccount, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(auditActorOf(request), request.body)),
  );

  app.get(
    '/admin/users/:id',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'One account',
        tags,
        params: userIdParams,
        response: { 200: adminAccount, ...errorResponses },
      },
    },
    async (request) => service.get(request.params.id),
  );

  app.patch(
    '/admin/users/:id',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: "Edit an account's profile",
        tags,
        params: userIdParams,
        body: adminAccountUpdateBody,
        response: { 200: adminAccount, ...errorResponses },
      },
    },
    async (request) => service.update(auditActorOf(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/users/:id',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Delete an account: anonymised as its owner closing it would',
        tags,
        params: userIdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.remove(auditActorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  for (const change of ['block', 'pause', 'unblock'] as const) {
    app.post(
      `/admin/users/:id/${change}`,
      {
        config: ADMINISTRATORS_ONLY,
        schema: {
          summary: statusChangeSummaries[change],
          description: 'The reason is told to the owner in a notification.',
          tags,
          params: userIdParams,
          body: accountStatusChangeBody,
          response: { 204: z.null(), ...errorResponses },
        },
      },
      async (request, reply) => {
        await service.changeStatus(
          auditActorOf(request),
          request.params.id,
          change,
          request.body.reason,
        );
        return reply.code(204).send(null);
      },
    );
  }

  await app.register(adminAccountAccessRoutes, { service });
};
