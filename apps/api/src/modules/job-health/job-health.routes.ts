import {
  deadJobListQuery,
  deadJobPage,
  deadJobParams,
  jobQueueList,
  jobQueueParams,
  jobRetryResult,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import { auditActorOf } from '../../http/signed-in';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { JobHealthService } from './job-health.service';

const tags = ['jobs'];

/** The job runner's health: dead jobs, queue depths and retries (administrators). */
export const jobHealthRoutes: FastifyPluginAsyncZod<{ service: JobHealthService }> = async (
  app,
  { service },
) => {
  app.get(
    '/admin/jobs/dead',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Jobs that failed their last try, most recently failed first',
        description: 'Secret-looking keys of their data are redacted.',
        tags,
        querystring: deadJobListQuery,
        response: { 200: deadJobPage, ...errorResponses },
      },
    },
    async (request) => service.deadJobs(request.query),
  );

  app.get(
    '/admin/jobs/queues',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Every queue of the job runner with its queued, active and failed jobs',
        tags,
        response: { 200: jobQueueList, ...errorResponses },
      },
    },
    async () => service.queues(),
  );

  app.post(
    '/admin/jobs/dead/:id/retry',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Send one dead job back to its queue for another try (audited)',
        tags,
        params: deadJobParams,
        response: { 200: jobRetryResult, ...errorResponses },
      },
    },
    async (request) => service.retryOne(auditActorOf(request), request.params.id),
  );

  app.post(
    '/admin/jobs/queues/:name/retry',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Send every dead job of one queue back to it (audited)',
        tags,
        params: jobQueueParams,
        response: { 200: jobRetryResult, ...errorResponses },
      },
    },
    async (request) => service.retryQueue(auditActorOf(request), request.params.name),
  );
};
