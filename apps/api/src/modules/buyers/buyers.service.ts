import type { BuyerProfile, UpdateBuyerBody } from '@bazaar/contracts';
import type { Account, UsersService } from '../users/users.service';

const emptyToNull = (value: string) => (value.trim() === '' ? null : value);

export function toBuyerProfile({ user }: Account): BuyerProfile {
  return {
    user_id: user.id,
    first_name: emptyToNull(user.firstName),
    last_name: emptyToNull(user.lastName),
    email: user.email,
    phone: user.phone,
    status: user.status,
  };
}

/** The buyer's own account: buyer-shaped answers over the shared account operations. */
export function createBuyersService(users: UsersService) {
  return {
    profile: async (id: string) => toBuyerProfile(await users.account(id)),
    update: async (id: string, body: UpdateBuyerBody) =>
      toBuyerProfile(await users.updatePersonalDetails(id, body)),
    changeEmail: async (id: string, body: { email: string; password: string }) =>
      toBuyerProfile(await users.changeEmail(id, body)),
    changePassword: (
      id: string,
      sessionId: string,
      body: { current_password: string; new_password: string },
    ) => users.changePassword(id, sessionId, body),
    pause: async (id: string) => toBuyerProfile(await users.pause(id)),
    unpause: async (id: string) => toBuyerProfile(await users.unpause(id)),
    close: (id: string, password: string) => users.close(id, password),
  };
}

export type BuyersService = ReturnType<typeof createBuyersService>;
