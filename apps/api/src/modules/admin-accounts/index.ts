import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import { adminAccountsRoutes } from './admin-accounts.routes';
import { createAdminAccountsService } from './admin-accounts.service';

/** The user manager: administrators' work on accounts (issue 21, ADR 0069). */
export const adminAccountsModule = fp(
  async (app) => {
    await app.register(adminAccountsRoutes, {
      prefix: API_PREFIX,
      service: createAdminAccountsService({
        db: app.db,
        users: app.users,
        auth: app.authService,
        sessions: app.sessions,
        audit: app.audit,
        notifications: app.notifications,
      }),
    });
  },
  {
    name: 'admin-accounts-module',
    dependencies: [
      'db',
      'auth',
      'audit-module',
      'users-module',
      'auth-module',
      'sessions-module',
      'notifications-module',
    ],
  },
);
