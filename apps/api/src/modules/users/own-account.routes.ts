import {
  closeAccountBody,
  updateEmailBody,
  updatePasswordBody,
  type AccountType,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { OwnAccountService } from './own-account.service';

export interface OwnAccountRoutesOptions<Profile> {
  /** Where the account lives, e.g. `/buyers/me`. */
  path: string;
  accountType: AccountType;
  tag: string;
  profileSchema: z.ZodType<Profile>;
  service: OwnAccountService<Profile>;
}

/**
 * get, email, password, pause, unpause and close of one's own account, for one account type;
 * each account type's module adds its own update (and logo) routes.
 */
export function ownAccountRoutes<Profile>(
  options: OwnAccountRoutesOptions<Profile>,
): FastifyPluginAsyncZod {
  const { path, accountType, tag, profileSchema, service } = options;
  const config = { access: [accountType] } as const;
  // Widened for the type provider, which cannot resolve a generic schema's output; the options
  // already tie the schema and the service to one Profile, and the serializer still validates.
  const profileResponse = { 200: profileSchema as z.ZodType, ...errorResponses };
  const noContent = { 204: z.null(), ...errorResponses };

  return async (app) => {
    app.get(
      path,
      { config, schema: { summary: `The ${tag} profile`, tags: [tag], response: profileResponse } },
      async (request) => service.profile(signedInAccount(request).id),
    );

    app.put(
      `${path}/email`,
      {
        config,
        schema: {
          summary: 'Change the email address (needs the password; to be verified again)',
          tags: [tag],
          body: updateEmailBody,
          response: profileResponse,
        },
      },
      async (request) => service.changeEmail(signedInAccount(request).id, request.body),
    );

    app.put(
      `${path}/password`,
      {
        config,
        schema: {
          summary: 'Change the password; other sessions end',
          tags: [tag],
          body: updatePasswordBody,
          response: noContent,
        },
      },
      async (request, reply) => {
        const account = signedInAccount(request);
        await service.changePassword(account.id, account.sessionId, request.body);
        return reply.code(204).send(null);
      },
    );

    app.post(
      `${path}/pause`,
      {
        config,
        schema: {
          summary: 'Pause the account: its listings leave the public pages',
          tags: [tag],
          response: profileResponse,
        },
      },
      async (request) => service.pause(signedInAccount(request).id),
    );

    app.post(
      `${path}/unpause`,
      {
        config,
        schema: { summary: 'Unpause the account', tags: [tag], response: profileResponse },
      },
      async (request) => service.unpause(signedInAccount(request).id),
    );

    app.delete(
      path,
      {
        config,
        schema: {
          summary: 'Close the account for good (needs the password)',
          tags: [tag],
          body: closeAccountBody,
          response: noContent,
        },
      },
      async (request, reply) => {
        await service.close(signedInAccount(request).id, request.body.password);
        return reply.code(204).send(null);
      },
    );
  };
}
