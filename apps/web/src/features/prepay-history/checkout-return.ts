import type { TopUpStatus } from '@bazaar/contracts';

/** How often the page asks whether a paid top-up has reached the balance. */
export const TOP_UP_POLL_MS = 2_000;
/** How long it keeps asking before it says that it may take a few minutes. */
export const TOP_UP_WAIT_MS = 60_000;

/**
 * What the page says after the payment provider sent the browser back:
 * - `confirming`: paid, but the provider's webhook has not credited the balance yet;
 * - `paid`: the top-up is on the balance;
 * - `slow`: still not credited after TOP_UP_WAIT_MS (or the status could not be read);
 * - `cancelled`; or null (nothing to say).
 */
export type CheckoutReturnState = 'confirming' | 'paid' | 'slow' | 'cancelled' | null;

export function topUpStillWaiting(status: TopUpStatus['status'] | undefined, waitedMs: number) {
  return status !== 'credited' && waitedMs < TOP_UP_WAIT_MS;
}

export function checkoutReturnState(input: {
  outcome: string | null;
  sessionId: string | null;
  status: TopUpStatus['status'] | undefined;
  failed: boolean;
  /** From the return to the last answer about the top-up. */
  waitedMs: number;
}): CheckoutReturnState {
  const { outcome, sessionId, status, failed, waitedMs } = input;
  if (outcome === 'cancelled') return 'cancelled';
  if (outcome !== 'paid') return null;
  // A return address without the session (from before it carried one): nothing to wait for.
  if (sessionId === null) return 'paid';
  if (status === 'credited') return 'paid';
  if (failed) return 'slow';
  return topUpStillWaiting(status, waitedMs) ? 'confirming' : 'slow';
}
