import type { AccountType, ActivityStatus } from '@bazaar/contracts';
import { ForbiddenError } from '../errors';

/** The signed-in account as every route sees it (`request.account`). */
export interface SignedInAccount {
  id: string;
  type: AccountType;
  status: ActivityStatus;
  sessionId: string;
  /**
   * The sign-in the token belongs to (its session family; for a viewing, the administrator's):
   * when it ends, so does every socket the token opened (ADR 0088).
   */
  signInId: string;
  /** Why an administrator blocked the account (null unless blocked). */
  blockedReason: string | null;
  /**
   * Set when an administrator views the product as this account ("view as this user", ADR 0077):
   * who views, and the viewing (`sessionId` is then the administrator's own session). Every
   * write is refused (VIEWING_AS_IS_READ_ONLY).
   */
  viewedBy?: { id: string; type: AccountType; viewingId: string };
}

export function isBlockedStatus(status: ActivityStatus): boolean {
  return status === 'blocked' || status === 'paused_blocked';
}

export function isPausedStatus(status: ActivityStatus): boolean {
  return status === 'paused' || status === 'paused_blocked';
}

/** 403 ACCOUNT_IS_BLOCKED with the reason the administrator gave, shown to the owner. */
export function accountBlockedError(reason: string | null): ForbiddenError {
  const why = reason?.trim();
  return new ForbiddenError(
    'ACCOUNT_IS_BLOCKED',
    why ? `Your account is blocked: ${why}` : 'Your account is blocked.',
  );
}

/**
 * Publishing (listings, services, ads) needs an active account: a paused account keeps its data
 * but shows nothing, and a blocked one may not write at all.
 */
export function assertMayPublish(account: Pick<SignedInAccount, 'status' | 'blockedReason'>): void {
  if (isBlockedStatus(account.status)) throw accountBlockedError(account.blockedReason);
  if (account.status === 'paused') {
    throw new ForbiddenError(
      'ACCOUNT_IS_PAUSED',
      'Your account is paused. Unpause it in your profile settings to publish.',
    );
  }
}
