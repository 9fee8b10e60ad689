import type { AdminAccount, AdminAccountRow } from '@bazaar/contracts';
import { displayNameOf, emptyToNull, type Account } from '../users';
import type { administeredAccountsPage } from '../users/read-model';

type ListedAccount = Awaited<ReturnType<typeof administeredAccountsPage>>[number];

export function toAdminAccountRow({ owner, sellerProfile }: ListedAccount): AdminAccountRow {
  return {
    id: owner.id,
    email: owner.email,
    type: owner.accountType,
    status: owner.status,
    display_name: displayNameOf({ user: owner, sellerProfile }),
    first_name: emptyToNull(owner.firstName),
    last_name: emptyToNull(owner.lastName),
    avatar: owner.avatarUrl,
    created_at: owner.createdAt.toISOString(),
  };
}

export function toAdminAccount(account: Account): AdminAccount {
  const { user, sellerProfile } = account;
  return {
    id: user.id,
    email: user.email,
    type: user.accountType,
    status: user.status,
    display_name: displayNameOf(account),
    first_name: emptyToNull(user.firstName),
    last_name: emptyToNull(user.lastName),
    avatar: user.avatarUrl,
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    phone: user.phone,
    blocked_reason: user.blockedReason,
    email_verified: user.emailVerifiedAt !== null,
    phone_verified: user.phoneVerifiedAt !== null && user.phone !== null,
    seller: sellerProfile
      ? {
          account_name: sellerProfile.accountName,
          business_name: sellerProfile.businessName,
          business_name_as_account_name: sellerProfile.businessNameAsAccountName,
          logo: sellerProfile.logoUrl,
        }
      : null,
  };
}
