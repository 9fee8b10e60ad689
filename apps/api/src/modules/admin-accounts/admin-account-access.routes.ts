import {
  accountPictureRules,
  adminAccount,
  authSessionResponse,
  generatedPassword,
  signInPage,
  userIdParams,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withUploadedFile } from '../../http/multipart';
import { errorResponses } from '../../http/responses';
import { auditActorOf, signedInAccount } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { AdminAccountsService } from './admin-accounts.service';

const tags = ['admin'];

/** The pictures of an account administrators upload, each through the same multipart route. */
const accountPictures = [
  {
    name: 'avatar',
    summary: 'Upload an avatar (multipart field "file": JPEG, PNG or WebP, up to 5 MB)',
    set: 'setAvatar',
  },
  {
    name: 'logo',
    summary: 'Upload a seller\'s logo (multipart field "file": JPEG, PNG or WebP, up to 5 MB)',
    set: 'setLogo',
  },
] as const;

/** An account's way in, as administrators manage it: its password, pictures, sign-ins, viewing as it. */
export const adminAccountAccessRoutes: FastifyPluginAsyncZod<{
  service: AdminAccountsService;
}> = async (app, { service }) => {
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

  for (const picture of accountPictures) {
    app.post(
      `/admin/users/:id/${picture.name}`,
      {
        config: ADMINISTRATORS_ONLY,
        schema: {
          summary: picture.summary,
          tags,
          params: userIdParams,
          consumes: ['multipart/form-data'],
          response: { 200: adminAccount, ...errorResponses },
        },
      },
      async (request) =>
        withUploadedFile(request, accountPictureRules.maxBytes, (file) =>
          service[picture.set](auditActorOf(request), request.params.id, file),
        ),
    );
  }

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
