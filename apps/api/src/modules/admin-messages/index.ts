import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { deliverAdminMessageJob, dispatchAdminMessageJob } from './admin-messages.jobs';
import { createAdminMessagesRepository } from './admin-messages.repository';
import { adminMessagesRoutes } from './admin-messages.routes';
import { createAdminMessagesService } from './admin-messages.service';

export interface AdminMessagesModuleOptions {
  clock: Clock;
}

/** Administrators' custom messages, delivered as notifications in batches of jobs. */
export const adminMessagesModule = fp<AdminMessagesModuleOptions>(
  async (app, { clock }) => {
    const service = createAdminMessagesService({
      repository: createAdminMessagesRepository(app.db),
      db: app.db,
      notifications: app.notifications,
      jobs: app.jobs,
      clock,
    });
    app.jobs.define(dispatchAdminMessageJob(service));
    app.jobs.define(deliverAdminMessageJob(service));
    await app.register(adminMessagesRoutes, { prefix: API_PREFIX, service });
  },
  {
    name: 'admin-messages-module',
    dependencies: ['db', 'jobs', 'auth', 'notifications-module'],
  },
);
