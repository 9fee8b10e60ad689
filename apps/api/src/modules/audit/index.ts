import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { auditRoutes } from './audit.routes';
import { createAuditService, type AuditService } from './audit.service';

export type { AuditRecord, AuditService } from './audit.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The administrators' audit trail: `record` an action, inside its transaction (audit module). */
    audit: AuditService;
  }
}

export interface AuditModuleOptions {
  clock: Clock;
}

/** The administrators' audit trail (issue 21). */
export const auditModule = fp<AuditModuleOptions>(
  async (app, { clock }) => {
    const service = createAuditService(app.db, clock);
    app.decorate('audit', service);
    await app.register(auditRoutes, { prefix: API_PREFIX, service });
  },
  { name: 'audit-module', dependencies: ['db', 'auth'] },
);
