import type { SellerProfile, UpdateSellerBody } from '@bazaar/contracts';
import { NotFoundError } from '../../errors';
import type { UploadedFile } from '../../http/multipart';
import {
  createOwnAccountService,
  personalDetailsOf,
  type Account,
  type UsersService,
} from '../users';

export function toSellerProfile({ user, sellerProfile }: Account): SellerProfile {
  if (!sellerProfile) throw new NotFoundError('This account has no seller profile.');
  return {
    ...personalDetailsOf(user),
    account_name: sellerProfile.accountName,
    business_name: sellerProfile.businessName,
    business_name_as_account_name: sellerProfile.businessNameAsAccountName,
    logo: sellerProfile.logoUrl,
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
