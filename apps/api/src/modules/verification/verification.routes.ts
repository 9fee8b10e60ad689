import {
  currentUser,
  initiateVerificationBody,
  verificationChannelParams,
  verificationStatus,
  verifyCodeBody,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import { signedInAccount } from '../../http/signed-in';
import type { VerificationService } from './verification.service';

export interface VerificationRoutesOptions {
  service: VerificationService;
}

/** Only traders verify their contact details (administrators are set up by hand). */
const TRADERS = { access: ['BUYER', 'SELLER'] } as const;

export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (
  app,
  { service },
) => {
  app.post(
    '/users/me/verification/:channel/initiate',
    {
      config: TRADERS,
      schema: {
        summary: 'Send a 6-digit code to the email address or phone number (valid 10 minutes)',
        tags: ['users'],
        params: verificationChannelParams,
        body: initiateVerificationBody,
        response: { 202: verificationStatus, ...errorResponses },
      },
    },
    async (request, reply) => {
      const status = await service.initiate(
        signedInAccount(request).id,
        request.params.channel,
        request.body,
        request.ip,
      );
      return reply.code(202).send(status);
    },
  );

  app.post(
    '/users/me/verification/:channel/resend',
    {
      config: TRADERS,
      schema: {
        summary: 'Send a new code (after 60 s, at most 5 per hour)',
        tags: ['users'],
        params: verificationChannelParams,
        response: { 202: verificationStatus, ...errorResponses },
      },
    },
    async (request, reply) => {
      const status = await service.resend(
        signedInAccount(request).id,
        request.params.channel,
        request.ip,
      );
      return reply.code(202).send(status);
    },
  );

  app.post(
    '/users/me/verification/:channel/verify',
    {
      config: TRADERS,
      schema: {
        summary: 'Check a code; five wrong codes use it up',
        tags: ['users'],
        params: verificationChannelParams,
        body: verifyCodeBody,
        response: { 200: currentUser, ...errorResponses },
      },
    },
    async (request) =>
      service.verify(signedInAccount(request).id, request.params.channel, request.body.code),
  );
};
