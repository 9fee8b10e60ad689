import {
  accountTypeLowercase,
  accountTypes,
  adminAccountTypes,
  type AccountType,
  type ActivityStatus,
} from './enums';

export const UNSUPPORTED_ACCOUNT_TYPE = 'Unsupported account type';

/** Reads an account type in either spelling (BUYER or buyer); anything else is refused. */
export function parseAccountType(value: string): AccountType {
  const upper = accountTypes.find((type) => type === value);
  if (upper) return upper;
  const fromLower = accountTypes.find((type) => accountTypeLowercase[type] === value);
  if (fromLower) return fromLower;
  throw new Error(UNSUPPORTED_ACCOUNT_TYPE);
}

/** Admin and super admin both count as administrators. */
export function isAdmin(type: AccountType | null | undefined): boolean {
  return type != null && (adminAccountTypes as readonly AccountType[]).includes(type);
}

/** First and last name joined by a space, empty parts skipped. */
export function fullName(firstName?: string | null, lastName?: string | null): string {
  return [firstName, lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part.length > 0)
    .join(' ');
}

export interface AccountNames {
  account_name: string;
  business_name: string | null;
  business_name_as_account_name: boolean;
}

/** The business name when the account asks for it (and has one), otherwise the account name. */
export function accountDisplayName(names: AccountNames): string {
  const businessName = names.business_name?.trim();
  return names.business_name_as_account_name && businessName ? businessName : names.account_name;
}

export type AccountStatusIndicator = 'Blocked Account' | 'Paused Account' | null;

/** The warning the main menu shows for an account's status (spec §2). */
export function accountStatusIndicator(
  status: ActivityStatus | null | undefined,
): AccountStatusIndicator {
  if (status === 'blocked' || status === 'paused_blocked') return 'Blocked Account';
  if (status === 'paused') return 'Paused Account';
  return null;
}
