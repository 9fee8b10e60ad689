import type { BuyerProfile, UpdateBuyerBody } from '@bazaar/contracts';
import { createOwnAccountService, emptyToNull, type Account, type UsersService } from '../users';

export function toBuyerProfile({ user }: Account): BuyerProfile {
  return {
    user_id: user.id,
    first_name: emptyToNull(user.firstName),
    last_name: emptyToNull(user.lastName),
    email: user.email,
    phone: user.phone,
    status: user.status,
    pickup_address: user.pickupAddress ?? null,
  };
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
