import {
  moderationWord,
  moderationWordBody,
  moderationWordList,
  moderationWordParams,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';
import { auditActorOf } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { ModerationService } from './moderation.service';

const tags = ['moderation'];

/** The administrators' list of words that flag a listing. */
export const moderationWordRoutes: FastifyPluginAsyncZod<{ service: ModerationService }> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/moderation/words',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'The words that flag a listing',
        tags,
        response: { 200: moderationWordList, ...errorResponses },
      },
    },
    async () => service.words(),
  );

  app.post(
    '/admin/moderation/words',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Add a word that flags listings (stored in lower case)',
        tags,
        body: moderationWordBody,
        response: { 201: moderationWord, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.addWord(auditActorOf(request), request.body.word)),
  );

  app.delete(
    '/admin/moderation/words/:id',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Take a word off the list',
        tags,
        params: moderationWordParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await service.removeWord(auditActorOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
