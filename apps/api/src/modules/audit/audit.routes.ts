import { auditEntryListQuery, auditEntryPage } from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import { ADMINISTRATORS_ONLY } from '../../plugins/auth';
import type { AuditService } from './audit.service';

export interface AuditRoutesOptions {
  service: AuditService;
}

export const auditRoutes: FastifyPluginAsyncZod<AuditRoutesOptions> = async (app, { service }) => {
  app.get(
    '/admin/audit-entries',
    {
      config: ADMINISTRATORS_ONLY,
      schema: {
        summary: "The administrators' audit trail, newest first",
        description:
          'Every administrator action: who, what, which record, before and after, when and from ' +
          'which address. Filtered by actor, record, action and time; keyset-paged. Read only.',
        tags: ['admin'],
        querystring: auditEntryListQuery,
        response: { 200: auditEntryPage, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );
};
