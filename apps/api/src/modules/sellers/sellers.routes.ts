import {
  accountPictureRules,
  closeAccountBody,
  sellerProfile,
  updateEmailBody,
  updatePasswordBody,
  updateSellerBody,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUploadedFile } from '../../http/multipart';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { SellersService } from './sellers.service';

export interface SellersRoutesOptions {
  service: SellersService;
}

const SELLER = { access: ['SELLER'] } as const;
const schemaOf = (summary: string) => ({ summary, tags: ['sellers'] });

export const sellersRoutes: FastifyPluginAsyncZod<SellersRoutesOptions> = async (
  app,
  { service },
) => {
  app.get(
    '/sellers/me',
    {
      config: SELLER,
      schema: {
        ...schemaOf('The seller profile'),
        response: { 200: sellerProfile, ...errorResponses },
      },
    },
    async (request) => service.profile(signedInAccount(request).id),
  );

  app.patch(
    '/sellers/me',
    {
      config: SELLER,
      schema: {
        ...schemaOf('Update account name, business name, names and phone'),
        body: updateSellerBody,
        response: { 200: sellerProfile, ...errorResponses },
      },
    },
    async (request) => service.update(signedInAccount(request).id, request.body),
  );

  app.put(
    '/sellers/me/email',
    {
      config: SELLER,
      schema: {
        ...schemaOf('Change the email address (needs the password; to be verified again)'),
        body: updateEmailBody,
        response: { 200: sellerProfile, ...errorResponses },
      },
    },
    async (request) => service.changeEmail(signedInAccount(request).id, request.body),
  );

  app.put(
    '/sellers/me/password',
    {
      config: SELLER,
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
    '/sellers/me/pause',
    {
      config: SELLER,
      schema: {
        ...schemaOf('Pause the account: its listings leave the public pages'),
        response: { 200: sellerProfile, ...errorResponses },
      },
    },
    async (request) => service.pause(signedInAccount(request).id),
  );

  app.post(
    '/sellers/me/unpause',
    {
      config: SELLER,
      schema: {
        ...schemaOf('Unpause the account'),
        response: { 200: sellerProfile, ...errorResponses },
      },
    },
    async (request) => service.unpause(signedInAccount(request).id),
  );

  app.delete(
    '/sellers/me',
    {
      config: SELLER,
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

  app.post(
    '/sellers/me/logo',
    {
      config: SELLER,
      schema: {
        ...schemaOf('Upload the logo (multipart field "file": JPEG, PNG or WebP, up to 5 MB)'),
        consumes: ['multipart/form-data'],
        response: { 200: sellerProfile, ...errorResponses },
      },
    },
    async (request) => {
      const bytes = await readUploadedFile(request, accountPictureRules.maxBytes);
      return service.setLogo(signedInAccount(request).id, bytes);
    },
  );
};
