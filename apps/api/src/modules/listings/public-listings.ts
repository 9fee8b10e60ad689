import { and, eq, isNull } from 'drizzle-orm';
import { listings, sellerProfiles, users } from '../../db/schema';

/**
 * Published, active listings of active accounts: what visitors may see. Every public read
 * (browse, item pages, result pages, search) joins `users` on the owner and applies this.
 */
export const isPublic = and(
  eq(listings.status, 'active'),
  eq(listings.draftState, 'sent'),
  eq(users.status, 'active'),
  isNull(users.deletedAt),
);

/** The owner columns every listing answer needs to name its owner. */
export const ownerColumns = {
  id: users.id,
  accountType: users.accountType,
  status: users.status,
  firstName: users.firstName,
  lastName: users.lastName,
  avatarUrl: users.avatarUrl,
  createdAt: users.createdAt,
};
export const sellerProfileColumns = {
  accountName: sellerProfiles.accountName,
  businessName: sellerProfiles.businessName,
  businessNameAsAccountName: sellerProfiles.businessNameAsAccountName,
  logoUrl: sellerProfiles.logoUrl,
};
