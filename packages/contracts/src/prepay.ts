import { z } from 'zod';
import { PREPAY_HISTORY_PATH } from './profile-paths';

/*
 * The prepaid balance (spec §1, §6 "top up balance", §7 "User balance" and "Payments history";
 * ADR 0055). Every movement is a transaction of the ledger; what a person sees is the entries
 * of their own balance, each with the balance after it.
 */

/** The printable receipt of one entry. */
export const prepayReceiptPath = (entryId: string) => `${PREPAY_HISTORY_PATH}/receipts/${entryId}`;

/** The four kinds of movement a prepaid balance shows (issue 19: "all four types"). */
export const prepayEntryTypes = ['top_up', 'subscription', 'advertising', 'refund'] as const;
export type PrepayEntryType = (typeof prepayEntryTypes)[number];

/** The currency balances are kept in when nothing else is said. */
export const PREPAY_CURRENCY = 'EUR';

/** Smallest and largest top-up, in minor units (1.00 to 10,000.00). */
export const TOP_UP_MIN_MINOR = 100;
export const TOP_UP_MAX_MINOR = 1_000_000;

/** An amount that may be negative: a charge taken from a balance. */
export const signedMoneySchema = z.object({
  amount_minor: z.number().int(),
  currency: z.string().length(3),
});
export type SignedMoney = z.infer<typeof signedMoneySchema>;

const accountRef = z.object({ id: z.uuid(), display_name: z.string() });

export const prepayEntry = z
  .object({
    id: z.uuid(),
    transaction_id: z.uuid(),
    type: z.enum(prepayEntryTypes),
    /** Positive: money in; negative: money taken. */
    amount: signedMoneySchema,
    /** The balance right after this entry. */
    balance_after: signedMoneySchema,
    description: z.string(),
    /** Whose balance. */
    account: accountRef,
    /** The administrator who made it (administrators' top-ups and refunds), else null. */
    author: accountRef.nullable(),
    /** The payment provider's reference of a paid top-up, else null. */
    payment_reference: z.string().nullable(),
    /** For a refund: the transaction it gives back. */
    refund_of: z.uuid().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'PrepayEntry' });
export type PrepayEntry = z.infer<typeof prepayEntry>;

/** `GET /payments/history` (and its CSV export). */
export const prepayHistoryQuery = z.object({
  /** Administrators only: one account's entries. Others always see their own. */
  user_id: z.uuid().optional(),
  type: z.enum(prepayEntryTypes).optional(),
  /** Entries from this day on (UTC, inclusive). */
  from: z.iso.date().optional(),
  /** Entries up to this day (UTC, inclusive). */
  to: z.iso.date().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
export type PrepayHistoryQuery = z.input<typeof prepayHistoryQuery>;
export const prepayHistoryExportQuery = prepayHistoryQuery.omit({ limit: true, cursor: true });

export const prepayHistoryPage = z
  .object({ items: z.array(prepayEntry), next_cursor: z.string().nullable() })
  .meta({ id: 'PrepayHistoryPage' });
export type PrepayHistoryPage = z.infer<typeof prepayHistoryPage>;

export const prepayEntryParams = z.object({ id: z.uuid() });

/** `GET /users/me/balance`, `GET /users/{id}/balance`. */
export const prepayBalance = z
  .object({ user_id: z.uuid(), balance: signedMoneySchema })
  .meta({ id: 'PrepayBalance' });
export type PrepayBalance = z.infer<typeof prepayBalance>;

const topUpAmount = z
  .number()
  .int('Enter whole cents')
  .min(TOP_UP_MIN_MINOR, 'Top up at least 1.00')
  .max(TOP_UP_MAX_MINOR, 'Top up at most 10,000.00');

/** `POST /users/{id}/balance/top-ups` (administrators), with an Idempotency-Key header. */
export const adminTopUpBody = z.object({
  /** In PREPAY_CURRENCY. */
  amount_minor: topUpAmount,
  /** Why; shown on the entry and its receipt. */
  note: z.string().trim().max(200).default(''),
});
export type AdminTopUpBody = z.input<typeof adminTopUpBody>;

/** `POST /payments/top-ups`: a seller pays a top-up through the payment provider's checkout. */
export const startTopUpBody = z.object({ amount_minor: topUpAmount });
export type StartTopUpBody = z.infer<typeof startTopUpBody>;

export const topUpCheckout = z
  .object({
    /** The provider's hosted checkout page; the browser goes there. */
    checkout_url: z.url(),
    session_id: z.string(),
  })
  .meta({ id: 'TopUpCheckout' });
export type TopUpCheckout = z.infer<typeof topUpCheckout>;

/** The query the provider sends the browser back with (`?checkout=…`). */
export const CHECKOUT_RETURN_PARAM = 'checkout';
/** …and, after a payment, the checkout session's id (`&session_id=…`), to ask whether it is credited. */
export const CHECKOUT_SESSION_PARAM = 'session_id';

export const topUpSessionParams = z.object({ session_id: z.string().min(1).max(255) });

/**
 * `GET /payments/top-ups/{session_id}`: whether the provider's webhook has credited a top-up
 * yet. A seller may come back from the checkout page before it has.
 */
export const topUpStatus = z
  .object({
    session_id: z.string(),
    amount: signedMoneySchema,
    status: z.enum(['pending', 'credited']),
    credited_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'TopUpStatus' });
export type TopUpStatus = z.infer<typeof topUpStatus>;
export const checkoutOutcomes = ['paid', 'cancelled'] as const;

/** How an entry of each type reads in a list, a receipt and the CSV. */
export const prepayEntryTypeLabels: Record<PrepayEntryType, string> = {
  top_up: 'Top-up',
  subscription: 'Subscription',
  advertising: 'Advertising',
  refund: 'Refund',
};
