// What an account is and how it shows (its name, the current user, where a status change takes
// it): pure rules that the users service and the modules reading accounts share.
import {
  accountDisplayName,
  fullName,
  type AccountStatusChange,
  type AccountType,
  type ActivityStatus,
  type CurrentUser,
} from '@bazaar/contracts';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError } from '../../errors';
import type { SellerProfileRow, UserRow } from '../../db/schema/users';
import { isBlockedStatus } from '../../lib/account-status';

/** Shown for an account without a name; never the email address. */
export const UNNAMED_ACCOUNT = 'Bazaar member';
/** What a closed seller account is called wherever its old listings or orders still show it. */
export const CLOSED_ACCOUNT_NAME = 'Closed account';
/** Why a new or changed email address is refused (409). */
const EMAIL_TAKEN = 'An account with this email already exists';

/**
 * A write that stores an email address failed: another account holds it (the unique index) is a
 * 409 on the email field; anything else goes on as it was.
 */
export function emailTakenOr(error: unknown): unknown {
  return isUniqueViolation(error)
    ? new ConflictError(EMAIL_TAKEN, { fields: [{ field: 'email', message: EMAIL_TAKEN }] })
    : error;
}

/** An account with its seller profile (sellers only). */
export interface Account {
  user: UserRow;
  sellerProfile: SellerProfileRow | undefined;
}

/** The address a closed account keeps: unique, and undeliverable by design (RFC 6761 .invalid). */
export const closedAccountEmail = (userId: string) => `closed-${userId}@closed.invalid`;

export const emptyToNull = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '' ? null : value;

/** The person's details every own-account profile shows, a buyer's or a seller's. */
export function personalDetailsOf(user: UserRow) {
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

/** The seller's chosen name, else the person's full name (what menus and lists show). */
export function displayNameOf(account: {
  user: Pick<UserRow, 'accountType' | 'firstName' | 'lastName'>;
  sellerProfile:
    | Pick<SellerProfileRow, 'accountName' | 'businessName' | 'businessNameAsAccountName'>
    | null
    | undefined;
}): string {
  const { user, sellerProfile } = account;
  if (user.accountType === 'SELLER' && sellerProfile) {
    return accountDisplayName({
      account_name: sellerProfile.accountName,
      business_name: sellerProfile.businessName,
      business_name_as_account_name: sellerProfile.businessNameAsAccountName,
    });
  }
  return fullName(user.firstName, user.lastName) || UNNAMED_ACCOUNT;
}

/** What an owner's display name is made of (the users' read model's `displayNameColumns`). */
export interface OwnerDisplayNames {
  owner: { id: string; accountType: AccountType; firstName: string; lastName: string };
  sellerProfile: {
    accountName: string;
    businessName: string | null;
    businessNameAsAccountName: boolean;
  } | null;
}

/** `displayNameOf` for the owner columns other modules select beside their own rows. */
export const ownerDisplayName = ({ owner, sellerProfile }: OwnerDisplayNames): string =>
  displayNameOf({ user: owner, sellerProfile });

export function toCurrentUser(account: Account): CurrentUser {
  const { user } = account;
  return {
    id: user.id,
    email: user.email,
    first_name: emptyToNull(user.firstName),
    last_name: emptyToNull(user.lastName),
    phone: user.phone,
    status: user.status,
    blocked_reason: isBlockedStatus(user.status) ? user.blockedReason : null,
    type: user.accountType,
    avatar: user.avatarUrl,
    products_in_comparison: user.productsInComparison,
    email_verified: user.emailVerifiedAt !== null,
    phone_verified: user.phoneVerifiedAt !== null && user.phone !== null,
    display_name: displayNameOf(account),
  };
}

/**
 * Writes that must stand or fall with a change an administrator makes to an account (their audit
 * entry, the owner's notification): run inside the change's transaction.
 */
export type AlongsideChange = (tx: Queryable) => Promise<void>;

/**
 * Where an administrator's status change takes an account, or null when it does not apply.
 * A block keeps an owner's own pause (paused_blocked); unblocking gives it back; an
 * administrator's pause is lifted by unblocking too.
 */
export function statusAfter(status: ActivityStatus, change: AccountStatusChange) {
  switch (change) {
    case 'block':
      if (status === 'active') return 'blocked';
      return status === 'paused' ? 'paused_blocked' : null;
    case 'pause':
      return status === 'active' ? 'paused' : null;
    case 'unblock':
      if (status === 'paused_blocked') return 'paused';
      return status === 'blocked' || status === 'paused' ? 'active' : null;
  }
}
