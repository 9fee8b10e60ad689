import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  type LedgerAccountKind,
  type LedgerEntryRow,
  type LedgerTransactionRow,
} from '../../db/schema/ledger';
import { historyQueries } from './ledger-history.repository';

/** An account of the ledger: a person's prepaid balance, or one of the platform's. */
export interface AccountKey {
  kind: LedgerAccountKind;
  /** The account holder; null for the platform's accounts. */
  ownerId: string | null;
  currency: string;
}

const keyOf = (key: AccountKey) => `${key.kind}/${key.ownerId ?? ''}/${key.currency}`;

/** What postings read and write: transactions by key, locked accounts and their balances. */
function postingQueries(db: Queryable) {
  const accountIs = (key: AccountKey) =>
    and(
      eq(ledgerAccounts.kind, key.kind),
      key.ownerId === null
        ? sql`${ledgerAccounts.ownerId} is null`
        : eq(ledgerAccounts.ownerId, key.ownerId),
      eq(ledgerAccounts.currency, key.currency),
    );

  return {
    async findTransactionByKey(key: string): Promise<LedgerTransactionRow | undefined> {
      const [row] = await db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, key));
      return row;
    },

    async findTransaction(id: string): Promise<LedgerTransactionRow | undefined> {
      const [row] = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, id));
      return row;
    },

    /** A transaction's entries with the account each moves. */
    entriesOf(transactionId: string) {
      return db
        .select({ entry: ledgerEntries, account: ledgerAccounts })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(eq(ledgerEntries.transactionId, transactionId))
        .orderBy(asc(ledgerEntries.sequence));
    },

    /**
     * The ids of these accounts, opened first where missing, locked until the transaction ends.
     * Locks are taken in id order, so two transactions over the same accounts never deadlock.
     */
    async lockAccounts(keys: readonly AccountKey[]): Promise<Map<string, string>> {
      await db
        .insert(ledgerAccounts)
        .values(keys.map((key) => ({ ...key })))
        .onConflictDoNothing();
      const ids = new Map<string, string>();
      for (const key of keys) {
        const [row] = await db
          .select({ id: ledgerAccounts.id })
          .from(ledgerAccounts)
          .where(accountIs(key));
        ids.set(keyOf(key), row!.id);
      }
      await db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(inArray(ledgerAccounts.id, [...ids.values()]))
        .orderBy(asc(ledgerAccounts.id))
        .for('update');
      return ids;
    },

    /** The account's balance: the balance after its newest entry (0 without entries). */
    async balanceOfAccount(accountId: string): Promise<number> {
      const [row] = await db
        .select({ balance: ledgerEntries.balanceAfterMinor })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, accountId))
        .orderBy(desc(ledgerEntries.sequence))
        .limit(1);
      return row?.balance ?? 0;
    },

    /** The balance of an account just before the entry with this sequence number. */
    async balanceBefore(key: AccountKey, sequence: number): Promise<number> {
      const [row] = await db
        .select({ balance: ledgerEntries.balanceAfterMinor })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(and(accountIs(key), lt(ledgerEntries.sequence, sequence)))
        .orderBy(desc(ledgerEntries.sequence))
        .limit(1);
      return row?.balance ?? 0;
    },

    /** The balance of an account by its key (0 when it was never opened). */
    async balanceOf(key: AccountKey): Promise<number> {
      const [row] = await db
        .select({ balance: ledgerEntries.balanceAfterMinor })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(accountIs(key))
        .orderBy(desc(ledgerEntries.sequence))
        .limit(1);
      return row?.balance ?? 0;
    },

    async insertTransaction(
      row: typeof ledgerTransactions.$inferInsert,
    ): Promise<LedgerTransactionRow> {
      const [inserted] = await db.insert(ledgerTransactions).values(row).returning();
      return inserted!;
    },

    async insertEntries(rows: (typeof ledgerEntries.$inferInsert)[]): Promise<LedgerEntryRow[]> {
      return db.insert(ledgerEntries).values(rows).returning();
    },
  };
}

function ledgerQueries(db: Queryable) {
  return { ...postingQueries(db), ...historyQueries(db) };
}

export type LedgerQueries = ReturnType<typeof ledgerQueries>;
export { keyOf as accountKeyText };

export function createLedgerRepository(db: Database) {
  return {
    ...ledgerQueries(db),
    transaction<T>(work: (queries: LedgerQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(ledgerQueries(tx), tx));
    },
    /** The queries bound to a transaction another module started (it charges inside its own). */
    within(tx: Queryable): LedgerQueries {
      return ledgerQueries(tx);
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
