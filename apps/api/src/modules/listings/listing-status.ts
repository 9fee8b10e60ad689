import type { ActivityStatus } from '@bazaar/contracts';

/**
 * How a listing's status moves. Owners pause and unpause; administrators block and unblock. The
 * two are independent: a paused listing that gets blocked is paused_blocked, and unblocking it
 * leaves it paused, so neither side undoes the other's decision.
 */

export function pausedStatus(status: ActivityStatus): ActivityStatus {
  if (status === 'active') return 'paused';
  if (status === 'blocked') return 'paused_blocked';
  return status;
}

/** The status after the owner unpauses; null when an administrator's block forbids it. */
export function unpausedStatus(status: ActivityStatus): ActivityStatus | null {
  if (status === 'blocked') return null;
  if (status === 'paused') return 'active';
  if (status === 'paused_blocked') return 'blocked';
  return status;
}

export function blockedStatus(status: ActivityStatus): ActivityStatus {
  if (status === 'active') return 'blocked';
  if (status === 'paused') return 'paused_blocked';
  return status;
}

export function unblockedStatus(status: ActivityStatus): ActivityStatus {
  if (status === 'blocked') return 'active';
  if (status === 'paused_blocked') return 'paused';
  return status;
}

export const isBlockedListing = (status: ActivityStatus) =>
  status === 'blocked' || status === 'paused_blocked';
