import type { SellerProfile, UpdateSellerBody } from '@bazaar/contracts';
import { NotFoundError } from '../../errors';
import type { Account, UsersService } from '../users/users.service';

const emptyToNull = (value: string) => (value.trim() === '' ? null : value);

export function toSellerProfile({ user, sellerProfile }: Account): SellerProfile {
  if (!sellerProfile) throw new NotFoundError('This account has no seller profile.');
  return {
    user_id: user.id,
    account_name: sellerProfile.accountName,
    business_name: sellerProfile.businessName,
    business_name_as_account_name: sellerProfile.businessNameAsAccountName,
    logo: sellerProfile.logoUrl,
    first_name: emptyToNull(user.firstName),
    last_name: emptyToNull(user.lastName),
    email: user.email,
    phone: user.phone,
    status: user.status,
  };
}

/** The seller's own account: seller-shaped answers over the shared account operations. */
export function createSellersService(users: UsersService) {
  return {
    profile: async (id: string) => toSellerProfile(await users.account(id)),
    update: async (id: string, body: UpdateSellerBody) =>
      toSellerProfile(await users.updateSellerProfile(id, body)),
    changeEmail: async (id: string, body: { email: string; password: string }) =>
      toSellerProfile(await users.changeEmail(id, body)),
    changePassword: (
      id: string,
      sessionId: string,
      body: { current_password: string; new_password: string },
    ) => users.changePassword(id, sessionId, body),
    pause: async (id: string) => toSellerProfile(await users.pause(id)),
    unpause: async (id: string) => toSellerProfile(await users.unpause(id)),
    close: (id: string, password: string) => users.close(id, password),
    setLogo: async (id: string, bytes: Buffer) => toSellerProfile(await users.setLogo(id, bytes)),
  };
}

export type SellersService = ReturnType<typeof createSellersService>;
