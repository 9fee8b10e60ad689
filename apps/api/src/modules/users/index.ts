import fp from 'fastify-plugin';
import { API_PREFIX } from '../../http/api-prefix';
import type { Clock } from '../../lib/clock';
import { createUsersRepository } from './users.repository';
import { usersRoutes } from './users.routes';
import { createUsersService, type PasswordRules, type UsersService } from './users.service';

export { productsInComparison } from './account-counters';
export { sellerRatingCounts } from './seller-ratings';
export { ownAccountRoutes } from './own-account.routes';
export { createOwnAccountService } from './own-account.service';
export {
  displayNameOf,
  emptyToNull,
  ownerDisplayName,
  personalDetailsOf,
  type Account,
  type AlongsideChange,
  type OwnerDisplayNames,
} from './account';
export type { PasswordRules, UsersService } from './users.service';
export type { SellerProfileRow, UserRow } from '../../db/schema/users';

declare module 'fastify' {
  interface FastifyInstance {
    /** Accounts, their profiles and their status (users module). */
    users: UsersService;
  }
}

export interface UsersModuleOptions {
  clock: Clock;
  passwordRules: PasswordRules;
}

export const usersModule = fp<UsersModuleOptions>(
  async (app, { clock, passwordRules }) => {
    const users = createUsersService({
      repository: createUsersRepository(app.db),
      sessions: app.sessions,
      events: app.domainEvents,
      pictures: app.pictures,
      throttle: app.throttle,
      passwordRules,
      clock,
    });
    app.decorate('users', users);
    await app.register(usersRoutes, { prefix: API_PREFIX, service: users });
  },
  {
    name: 'users-module',
    dependencies: [
      'db',
      'auth',
      'domain-events-module',
      'sessions-module',
      'pictures-module',
      'throttle-module',
    ],
  },
);
