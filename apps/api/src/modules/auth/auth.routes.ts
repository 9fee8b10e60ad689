import {
  authSessionResponse,
  signInBody,
  signUpBusinessBody,
  signUpUserBody,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearRefreshCookie, readKnownDeviceToken, readRefreshToken } from '../../http/cookies';
import { errorResponses } from '../../http/responses';
import type { AuthService } from './auth.service';
import { mailedLinkRoutes } from './mailed-links.routes';
import { answerWithSession, originOf, PUBLIC } from './session-answers';

export interface AuthRoutesOptions {
  service: AuthService;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { service }) => {
  app.post(
    '/auth/sign-up/user',
    {
      config: PUBLIC,
      schema: {
        summary: 'Sign up as a buyer',
        tags: ['auth'],
        body: signUpUserBody,
        response: { 201: authSessionResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const grant = await service.signUpBuyer(request.body, originOf(request));
      return reply.code(201).send(answerWithSession(request, reply, grant));
    },
  );

  app.post(
    '/auth/sign-up/business',
    {
      config: PUBLIC,
      schema: {
        summary: 'Sign up as a business (seller)',
        tags: ['auth'],
        body: signUpBusinessBody,
        response: { 201: authSessionResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const grant = await service.signUpSeller(request.body, originOf(request));
      return reply.code(201).send(answerWithSession(request, reply, grant));
    },
  );

  app.post(
    '/auth/sign-in',
    {
      config: PUBLIC,
      schema: {
        summary: 'Sign in with email and password',
        description:
          'Answers the access token; the refresh token comes as the http-only refresh_token cookie, ' +
          'and the http-only known_device cookie (path /api/auth) marks the browser as one the ' +
          'owner signed in on: password sign-ins that carry it are limited per device, not held ' +
          "by the account's guessing limit (ADR 0091).",
        tags: ['auth'],
        body: signInBody,
        response: { 200: authSessionResponse, ...errorResponses },
      },
    },
    async (request, reply) =>
      answerWithSession(
        request,
        reply,
        await service.signIn(request.body, originOf(request), readKnownDeviceToken(request)),
      ),
  );

  app.post(
    '/auth/refresh',
    {
      // Refreshing while viewing as a user brings back the administrator's own session.
      config: { ...PUBLIC, allowedWhileViewing: true },
      schema: {
        summary: 'Trade the refresh_token cookie for a new access token and a new cookie',
        tags: ['auth'],
        response: { 200: authSessionResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const grant = await service.refresh(readRefreshToken(request), originOf(request));
      return answerWithSession(request, reply, grant);
    },
  );

  app.post(
    '/auth/sign-out',
    {
      // While viewing as a user, signs the administrator out (the viewing ends with it).
      config: { ...PUBLIC, allowedWhileViewing: true },
      schema: {
        summary: 'End the session of the refresh cookie and of the bearer token',
        tags: ['auth'],
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.signOut(readRefreshToken(request), request.account);
      clearRefreshCookie(request, reply);
      return reply.code(204).send(null);
    },
  );

  await app.register(mailedLinkRoutes, { service });
};
