import {
  accountPictureRules,
  accountStatusChangeBody,
  adminAccount,
  adminAccountListQuery,
  adminAccountPage,
  adminAccountUpdateBody,
  authSessionResponse,
  createAccountBody,
  createdAccount,
  generatedPassword,
  signInPage,
  userIdParams,
  type AccountStatusChange,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withUploadedFile } from '../../http/multipart';
import { errorResponses } from '../../http/responses';
import { auditActorOf, signedInAccount } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { AdminAccountsService } from './admin-accounts.service';

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

  app.post(
    '/admin/users/:id/password/reset-link',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Mail the owner a link to set a new password',
        tags,
        params: userIdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.mailPasswordReset(auditActorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/users/:id/password/generate',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Set a generated password, answered once; every session of the account ends',
        tags,
        params: userIdParams,
        response: { 200: generatedPassword, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await service.generatePassword(auditActorOf(request), request.params.id)),
  );

  app.post(
    '/admin/users/:id/avatar',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Upload an avatar (multipart field "file": JPEG, PNG or WebP, up to 5 MB)',
        tags,
        params: userIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: adminAccount, ...errorResponses },
      },
    },
    async (request) =>
      withUploadedFile(request, accountPictureRules.maxBytes, (file) =>
        service.setAvatar(auditActorOf(request), request.params.id, file),
      ),
  );

  app.post(
    '/admin/users/:id/logo',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Upload a seller\'s logo (multipart field "file": JPEG, PNG or WebP, up to 5 MB)',
        tags,
        params: userIdParams,
        consumes: ['multipart/form-data'],
        response: { 200: adminAccount, ...errorResponses },
      },
    },
    async (request) =>
      withUploadedFile(request, accountPictureRules.maxBytes, (file) =>
        service.setLogo(auditActorOf(request), request.params.id, file),
      ),
  );

  app.get(
    '/admin/users/:id/sign-ins',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: "An account's latest sign-ins, newest first",
        tags,
        params: userIdParams,
        response: { 200: signInPage, ...errorResponses },
      },
    },
    async (request) => service.signIns(request.params.id),
  );

  app.post(
    '/admin/users/:id/view-as',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'View the product as this account, read only (answers a token of the viewing)',
        description:
          'The token carries the account and the administrator (`act`); every write with it is ' +
          'refused 403 VIEWING_AS_IS_READ_ONLY. It ends after VIEW_AS_MINUTES, at `POST ' +
          "/view-as/stop`, or when the administrator's own session ends (ADR 0077).",
        tags,
        params: userIdParams,
        response: { 200: authSessionResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await service.startViewing(signedInAccount(request), request.ip, request.params.id)),
  );

  app.post(
    '/view-as/stop',
    {
      config: { access: 'signed-in', allowedWhileViewing: true },
      schema: {
        summary: 'Stop viewing as a user (with the token of the viewing; any other token: no-op)',
        tags,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.stopViewing(signedInAccount(request), request.ip);
      return reply.code(204).send(null);
    },
  );
};
