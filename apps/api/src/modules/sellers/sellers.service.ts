import type { SellerProfile, UpdateSellerBody } from '@bazaar/contracts';
import { NotFoundError } from '../../errors';
import type { UploadedFile } from '../../http/multipart';
import { createOwnAccountService, emptyToNull, type Account, type UsersService } from '../users';

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
    pickup_address: user.pickupAddress ?? null,
  };
}

/** The seller's own account: seller-shaped answers over the shared account operations. */
export function createSellersService(users: UsersService) {
  return {
    ...createOwnAccountService(users, toSellerProfile),
    update: async (id: string, body: UpdateSellerBody) =>
      toSellerProfile(await users.updateSellerProfile(id, body)),
    setLogo: async (id: string, file: UploadedFile) =>
      toSellerProfile(await users.setLogo(id, file)),
  };
}

export type SellersService = ReturnType<typeof createSellersService>;
