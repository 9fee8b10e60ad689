import { accountPictureRules, currentUser } from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withUploadedFile } from '../../http/multipart';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import { toCurrentUser } from './account';
import type { UsersService } from './users.service';

export interface UsersRoutesOptions {
  service: UsersService;
}

const SIGNED_IN = { access: 'signed-in' } as const;

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (app, { service }) => {
  app.get(
    '/users/me',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'The signed-in account (cache key api/users/me)',
        tags: ['users'],
        response: { 200: currentUser, ...errorResponses },
      },
    },
    async (request) => service.currentUser(signedInAccount(request).id),
  );

  app.post(
    '/users/me/avatar',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Upload an avatar (multipart field "file": JPEG, PNG or WebP, up to 5 MB)',
        tags: ['users'],
        consumes: ['multipart/form-data'],
        response: { 200: currentUser, ...errorResponses },
      },
    },
    async (request) =>
      withUploadedFile(request, accountPictureRules.maxBytes, async (file) =>
        toCurrentUser(await service.setAvatar(signedInAccount(request).id, file)),
      ),
  );

  app.delete(
    '/users/me/avatar',
    {
      config: SIGNED_IN,
      schema: {
        summary: 'Remove the avatar',
        tags: ['users'],
        response: { 200: currentUser, ...errorResponses },
      },
    },
    async (request) => toCurrentUser(await service.removeAvatar(signedInAccount(request).id)),
  );
};
