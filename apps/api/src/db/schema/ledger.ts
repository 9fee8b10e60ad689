import { prepayEntryTypes } from '@bazaar/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { users } from './users';

/*
 * The ledger (ADR 0055): double-entry, append only. An account's balance is the sum of its
 * entries; each entry also keeps the balance right after it, written under a lock on the
 * account row, so a history page needs no running sum.
 */

/**
 * prepaid_balance: an account holder's money for subscriptions and advertising (owner set);
 * the others are the platform's (no owner): platform_revenue earns subscriptions (and pays
 * administrators' top-ups), payment_clearing is what the payment provider collected,
 * promotion_spend is what advertising used. promotion_credits (owner set) holds the advertising
 * credits a plan includes for the period (ADR 0058): granted from platform_revenue, used before
 * the prepaid balance, their unused rest given back to platform_revenue when the next grant comes.
 */
export const ledgerAccountKinds = [
  'prepaid_balance',
  'promotion_credits',
  'platform_revenue',
  'payment_clearing',
  'promotion_spend',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

/** The accounts an account holder owns; the rest are the platform's. */
export const ownedLedgerAccountKinds = ['prepaid_balance', 'promotion_credits'] as const;

/**
 * The transaction types: the four a prepaid balance shows, and the two that move only promotion
 * credits (a period's grant and the expiry of the previous period's rest), never shown there.
 */
export const ledgerTransactionTypes = [
  ...prepayEntryTypes,
  'promotion_credits_grant',
  'promotion_credits_expiry',
] as const;
export type LedgerTransactionType = (typeof ledgerTransactionTypes)[number];

export const ledgerAccountKindEnum = pgEnum('ledger_account_kind', ledgerAccountKinds);
export const ledgerTransactionTypeEnum = pgEnum('ledger_transaction_type', ledgerTransactionTypes);

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: idColumn(),
    kind: ledgerAccountKindEnum('kind').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'restrict' }),
    currency: char('currency', { length: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_accounts_kind_owner_currency_unique')
      .on(table.kind, table.ownerId, table.currency)
      .nullsNotDistinct(),
    check(
      'ledger_accounts_owner_by_kind',
      sql`(${table.kind}::text in ('prepaid_balance', 'promotion_credits')) = (${table.ownerId} is not null)`,
    ),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: idColumn(),
    type: ledgerTransactionTypeEnum('type').notNull(),
    /** The caller's key: a repeat with the same key answers the first transaction. */
    idempotencyKey: text('idempotency_key').notNull(),
    /**
     * SHA-256 of the request that used the key (caller, route, parameters, body): the same key
     * with another request is refused (issue 33). Null for rows made before it was kept.
     */
    requestFingerprint: text('request_fingerprint'),
    description: text('description').notNull(),
    /** The administrator who made it, when one did. */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The payment provider's reference of a paid top-up. */
    paymentReference: text('payment_reference'),
    /** A refund's original transaction. */
    refundOf: uuid('refund_of'),
    /** What the module that asked for it wants to find it by (a subscription, a campaign). */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_transactions_idempotency_unique').on(table.idempotencyKey),
    unique('ledger_transactions_refund_once').on(table.refundOf),
    // Revenue per period (administrators' statistics).
    index('ledger_transactions_created_idx').on(table.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: idColumn(),
    /** Order of entries within an account (and overall): the history's running balance follows it. */
    sequence: bigint('sequence', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    /** Positive raises the account's balance, negative lowers it. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The account's balance right after this entry. */
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    unique('ledger_entries_sequence_unique').on(table.sequence),
    check('ledger_entries_amount_not_zero', sql`${table.amountMinor} <> 0`),
    index('ledger_entries_account_newest_idx').on(table.accountId, table.sequence.desc()),
    index('ledger_entries_transaction_idx').on(table.transactionId),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
