import type { Account } from './account';
import type { UsersService } from './users.service';

/**
 * The account operations a buyer and a seller share on their own account, each answering in the
 * profile shape of its account type (`toProfile`).
 */
export function createOwnAccountService<Profile>(
  users: UsersService,
  toProfile: (account: Account) => Profile,
) {
  return {
    profile: async (id: string) => toProfile(await users.account(id)),
    changeEmail: async (id: string, body: { email: string; password: string }) =>
      toProfile(await users.changeEmail(id, body)),
    changePassword: (
      id: string,
      sessionId: string,
      body: { current_password: string; new_password: string },
    ) => users.changePassword(id, sessionId, body),
    pause: async (id: string) => toProfile(await users.pause(id)),
    unpause: async (id: string) => toProfile(await users.unpause(id)),
    close: (id: string, password: string) => users.close(id, password),
  };
}

export type OwnAccountService<Profile> = ReturnType<typeof createOwnAccountService<Profile>>;
