import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import { adminAccountsRoutes } from './admin-accounts.routes';
import { createAdminAccountsService } from './admin-accounts.service';

/** Administrators' work on accounts. */
export const adminAccountsModule = fp(
  async (app) => {
    await app.register(adminAccountsRoutes, {
      prefix: API_PREFIX,
      service: createAdminAccountsService(app.users),
    });
  },
  { name: 'admin-accounts-module', dependencies: ['auth', 'users-module'] },
);
