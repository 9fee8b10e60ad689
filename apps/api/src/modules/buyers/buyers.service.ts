import type { BuyerProfile, UpdateBuyerBody } from '@bazaar/contracts';
import {
  createOwnAccountService,
  personalDetailsOf,
  type Account,
  type UsersService,
} from '../users';

export function toBuyerProfile({ user }: Account): BuyerProfile {
  return personalDetailsOf(user);
}

/** The buyer's own account: buyer-shaped answers over the shared account operations. */
export function createBuyersService(users: UsersService) {
  return {
    ...createOwnAccountService(users, toBuyerProfile),
    update: async (id: string, body: UpdateBuyerBody) =>
      toBuyerProfile(await users.updatePersonalDetails(id, body)),
  };
}

export type BuyersService = ReturnType<typeof createBuyersService>;
