import type { CompanyDetails, SellerProfile, UpdateSellerBody } from '@bazaar/contracts';
import { NotFoundError } from '../../errors';
import type { UploadedFile } from '../../http/multipart';
import {
  createOwnAccountService,
  displayNameOf,
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

const noCompany = () => new NotFoundError('We could not find this company.');

/** A seller's business for buyers: only an active seller's (paused or blocked ones are hidden). */
async function companyDetailsOf(users: UsersService, id: string): Promise<CompanyDetails> {
  const user = await users.findOpenById(id);
  if (!user || user.accountType !== 'SELLER' || user.status !== 'active') throw noCompany();
  const { sellerProfile } = await users.administeredAccount(id);
  if (!sellerProfile) throw noCompany();
  return {
    id,
    display_name: displayNameOf({ user, sellerProfile }),
    business_name: sellerProfile.businessName,
    logo: sellerProfile.logoUrl,
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
    companyDetails: (id: string) => companyDetailsOf(users, id),
  };
}

export type SellersService = ReturnType<typeof createSellersService>;
