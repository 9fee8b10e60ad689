import {
  errorLogDetails,
  errorLogIdParams,
  errorLogListQuery,
  errorLogPage,
  errorReportAccepted,
  errorReportBody,
  errorReporterLimits,
} from '@bazaar/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { ServerErrorListener } from '../../plugins/errors';
import type { ErrorLogsService, RequestOrigin } from './error-logs.service';

export interface ErrorLogsRoutesOptions {
  service: ErrorLogsService;
}

function originOf(request: FastifyRequest): RequestOrigin {
  return {
    account: request.account,
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    requestId: request.id,
  };
}

/** Records every 5xx answer of the api in the error logs (registered with `app.onServerError`). */
export function serverErrorRecorder(service: ErrorLogsService): ServerErrorListener {
  return (error, request, status) =>
    service.recordServerError({
      error,
      status,
      method: request.method,
      url: request.url,
      route: request.routeOptions.url,
      origin: originOf(request),
    });
}

export const errorLogsRoutes: FastifyPluginAsyncZod<ErrorLogsRoutesOptions> = async (
  app,
  { service },
) => {
  app.post(
    '/error-logs',
    {
      config: { access: 'public' },
      // Spec §9: a report is cut at 1 MB by the browser; anything larger is refused here.
      bodyLimit: errorReporterLimits.payloadCapBytes,
      // Counted before validation, so malformed floods are limited too.
      preValidation: async (request) => service.countReport(request.ip),
      schema: {
        summary: "Report an error of a visitor's browser",
        description:
          'Public, limited per address. The signed-in user of the session is recorded; `user` in the body is never trusted.',
        tags: ['error-logs'],
        body: errorReportBody,
        response: { 201: errorReportAccepted, ...errorResponses },
      },
    },
    async (request, reply) => {
      const accepted = await service.report(request.body, originOf(request));
      return reply.code(201).send(accepted);
    },
  );

  app.get(
    '/error-logs',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'Error logs of browsers and the api, newest first',
        description:
          'Filter by source, level, text (message or URL) and a time range (`to` exclusive). Pass `next_cursor` as `cursor` for the next page.',
        tags: ['error-logs'],
        querystring: errorLogListQuery,
        response: { 200: errorLogPage, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/error-logs/:id',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: 'One error log with its stack, breadcrumbs and context',
        tags: ['error-logs'],
        params: errorLogIdParams,
        response: { 200: errorLogDetails, ...errorResponses },
      },
    },
    async (request) => service.details(request.params.id),
  );
};
