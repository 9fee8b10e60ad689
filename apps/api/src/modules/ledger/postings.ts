import type { LedgerAccountKind, LedgerAccountRow, LedgerEntryRow } from '../../db/schema/ledger';
import type { AccountKey } from './ledger.repository';

/** One side of a transaction: an account and what it gains (positive) or gives (negative). */
export interface Leg {
  account: AccountKey;
  amountMinor: number;
}

/**
 * The two legs of a movement between a prepaid balance and one of the platform's accounts in the
 * same currency: the holder gains `amountMinor` (a top-up) or gives it (a negative charge), the
 * platform's account the opposite, so the transaction sums to zero.
 */
export function planLegs(
  holder: AccountKey,
  counterpart: Exclude<LedgerAccountKind, 'prepaid_balance'>,
  amountMinor: number,
): Leg[] {
  if (!Number.isSafeInteger(amountMinor) || amountMinor === 0) {
    throw new RangeError(`a posting moves a whole, non-zero amount (got ${amountMinor})`);
  }
  return [
    { account: holder, amountMinor },
    {
      account: { kind: counterpart, ownerId: null, currency: holder.currency },
      amountMinor: -amountMinor,
    },
  ];
}

/** The legs that undo a transaction: each of its entries reversed. */
export function reversedLegs(
  entries: readonly {
    entry: Pick<LedgerEntryRow, 'amountMinor'>;
    account: Pick<LedgerAccountRow, 'kind' | 'ownerId' | 'currency'>;
  }[],
): Leg[] {
  return entries.map(({ entry, account }) => ({
    account: { kind: account.kind, ownerId: account.ownerId, currency: account.currency },
    amountMinor: -entry.amountMinor,
  }));
}
