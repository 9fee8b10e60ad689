import {
  acceptedResponse,
  authSessionResponse,
  directSignInRequestBody,
  resetPasswordBody,
  restorePasswordBody,
  signInBody,
  signUpBusinessBody,
  signUpUserBody,
  tokenBody,
  verifyTokenResponse,
} from '@bazaar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clearRefreshCookie,
  readKnownDeviceToken,
  readRefreshToken,
  setKnownDeviceCookie,
  setRefreshCookie,
} from '../../http/cookies';
import { errorResponses } from '../../http/responses';
import type { SessionOrigin } from '../sessions';
import type { AuthService, SessionGrant } from './auth.service';

export interface AuthRoutesOptions {
  service: AuthService;
}

const PUBLIC = { access: 'public' } as const;

/** Where a session was opened from; request.ip already honours TRUST_PROXY. */
const originOf = (request: FastifyRequest): SessionOrigin => ({
  userAgent: request.headers['user-agent'],
  ip: request.ip,
});

function answerWithSession(request: FastifyRequest, reply: FastifyReply, grant: SessionGrant) {
  if (grant.refreshCookie) {
    setRefreshCookie(request, reply, grant.refreshCookie.token, grant.refreshCookie.maxAgeSeconds);
  }
  if (grant.deviceCookie) {
    const { token, maxAgeSeconds } = grant.deviceCookie;
    setKnownDeviceCookie(request, reply, token, maxAgeSeconds);
  }
  // Tokens must never sit in a shared cache.
  reply.header('cache-control', 'no-store');
  return grant.body;
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
