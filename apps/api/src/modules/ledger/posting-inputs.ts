// What the ledger's postings take and answer (its public types), apart from the service that
// makes them.
import type { Money, PrepayEntryType } from '@bazaar/contracts';
import type { Queryable } from '../../db/client';

/** What a posting answers: the transaction and where the account holder's balance stands. */
export interface LedgerPosting {
  transactionId: string;
  /**
   * The entry of the account holder's prepaid balance; null when the balance did not move (an
   * advertising charge paid whole by promotion credits).
   */
  entryId: string | null;
  /** The holder's prepaid balance after the posting. */
  balanceAfter: Money;
  /** True when the idempotency key had been used: nothing new was posted. */
  replayed: boolean;
  /** The `balance.changed` event, for a caller that posted inside its own transaction to deliver. */
  eventId: string | null;
}

export interface PostingCommon {
  /**
   * The caller's key: posting again with it answers the first posting. Callers prefix their own
   * (`payments:checkout:cs_…`, `subscriptions:renewal:…`), so keys of two callers never meet.
   */
  idempotencyKey: string;
  /** Of the api request that sent the key, when one did: a repeat must be the same request. */
  requestFingerprint?: string;
  /** Shown on the entry and its receipt. */
  description: string;
  /** Caller's references (a subscription id, a campaign id). */
  metadata?: Record<string, string>;
}

export interface CreditInput extends PostingCommon {
  userId: string;
  amount: Money;
  /** A paid checkout (the provider's reference) or an administrator (the author). */
  source: { paymentReference: string } | { authorId: string };
  /**
   * The caller's writes that stand or fall with a new posting (an administrator's audit entry);
   * not run for a repeat that answers an earlier posting.
   */
  alongside?: (tx: Queryable, posted: { transactionId: string; entryId: string }) => Promise<void>;
}

export interface ChargeInput extends PostingCommon {
  userId: string;
  amount: Money;
  purpose: Extract<PrepayEntryType, 'subscription' | 'advertising'>;
}

export interface RefundInput extends Omit<PostingCommon, 'description'> {
  /** The charge given back, whole. */
  transactionId: string;
  description?: string;
  /** The administrator who refunds, when one does. */
  authorId?: string;
}

export interface PromotionCreditsGrantInput extends PostingCommon {
  userId: string;
  /** The period's credits; zero only expires the rest. */
  amount: Money;
}

/** What a grant answers: the grant's transaction, what expired before it and the credits now. */
export interface PromotionCreditsGrant {
  /** Null when nothing was granted (a zero amount). */
  transactionId: string | null;
  /** The previous period's unused rest given back to the platform (zero when none). */
  expired: Money;
  /** The holder's promotion credits right after the grant. */
  credits: Money;
  replayed: boolean;
}
