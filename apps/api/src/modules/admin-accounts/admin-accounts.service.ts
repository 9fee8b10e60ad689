import type { SignedInAccount } from '../../lib/account-status';
import type { UsersService } from '../users';

/** What administrators do to other people's accounts. */
export function createAdminAccountsService(users: UsersService) {
  return {
    block: (admin: SignedInAccount, userId: string, reason: string) =>
      users.block({ id: admin.id, type: admin.type }, userId, reason),
    unblock: (admin: SignedInAccount, userId: string) =>
      users.unblock({ id: admin.id, type: admin.type }, userId),
  };
}

export type AdminAccountsService = ReturnType<typeof createAdminAccountsService>;
