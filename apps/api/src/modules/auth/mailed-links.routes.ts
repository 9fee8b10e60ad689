import {
  acceptedResponse,
  authSessionResponse,
  directSignInRequestBody,
  resetPasswordBody,
  restorePasswordBody,
  tokenBody,
  verifyTokenResponse,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readKnownDeviceToken } from '../../http/cookies';
import { errorResponses } from '../../http/responses';
import type { AuthService } from './auth.service';
import { answerWithSession, originOf, PUBLIC } from './session-answers';

/** The routes of mailed links: checking a token, signing in with one, restoring a password. */
export const mailedLinkRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (
  app,
  { service },
) => {
  app.post(
    '/auth/verify',
    {
      config: PUBLIC,
      schema: {
        summary: 'Whether a mailed one-time token still works (does not use it up)',
        tags: ['auth'],
        body: tokenBody,
        response: { 200: verifyTokenResponse, ...errorResponses },
      },
    },
    async (request) => service.verifyOneTimeToken(request.body.token, request.ip),
  );

  app.post(
    '/auth/direct',
    {
      config: PUBLIC,
      schema: {
        summary: 'Sign in with a mailed direct sign-in token (single use)',
        tags: ['auth'],
        body: tokenBody,
        response: { 200: authSessionResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      answerWithSession(
        request,
        reply,
        await service.directSignIn(
          request.body.token,
          originOf(request),
          readKnownDeviceToken(request),
        ),
      ),
  );

  app.post(
    '/auth/direct/request',
    {
      config: PUBLIC,
      schema: {
        summary: 'Mail a sign-in link (same answer whether or not the account exists)',
        tags: ['auth'],
        body: directSignInRequestBody,
        response: { 202: acceptedResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await service.requestDirectSignIn(request.body.email, request.ip)),
  );

  app.post(
    '/auth/restore-password',
    {
      config: PUBLIC,
      schema: {
        summary:
          'Mail a link to set a new password (same answer whether or not the account exists)',
        tags: ['auth'],
        body: restorePasswordBody,
        response: { 202: acceptedResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await service.requestPasswordRestore(request.body.email, request.ip)),
  );

  app.post(
    '/auth/reset-password',
    {
      config: PUBLIC,
      schema: {
        summary: 'Set a new password with a restore token; every session of the account ends',
        tags: ['auth'],
        body: resetPasswordBody,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.resetPassword(request.body.token, request.body.password, request.ip);
      return reply.code(204).send(null);
    },
  );
};
