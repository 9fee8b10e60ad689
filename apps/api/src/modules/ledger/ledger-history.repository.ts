import type {
  AccountType,
  PaymentMovementKind,
  PaymentMovementSort,
  PrepayEntryType,
} from '@bazaar/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  or,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  ownedLedgerAccountKinds,
  type LedgerAccountKind,
  type LedgerEntryRow,
  type LedgerTransactionRow,
} from '../../db/schema/ledger';
import { ownerDisplayName } from '../users';
import { ownerNamesOf } from '../users/read-model';

export interface HistoryFilter {
  /** One account holder's entries; all holders' when left out. */
  ownerId?: string;
  type?: PrepayEntryType;
  /** Entries created at or after. */
  from?: Date;
  /** Entries created before. */
  before?: Date;
  /** Entries older than this sequence number (the next page). */
  afterSequence?: number;
  limit?: number;
}

/** The filters of the payments overview (administrators): every holder's prepaid balance. */
export interface MovementFilter {
  ownerId?: string;
  kind?: PaymentMovementKind;
  from?: Date;
  before?: Date;
  /** Bounds of the amount moved, whichever the direction (minor units, inclusive). */
  amountMin?: number;
  amountMax?: number;
}

/** Where the next page of movements starts: after this entry in the list's order. */
export interface MovementPosition {
  sequence: number;
  amountMinor: number;
}

/** An entry of a prepaid balance with its transaction and holder. */
export interface BalanceEntryRow {
  entry: LedgerEntryRow;
  transaction: LedgerTransactionRow;
  ownerId: string;
  currency: string;
}

/** What reading the ledger asks: the prepay history, the payments overview, holders' names. */
export function historyQueries(db: Queryable) {
  const balanceEntries = () =>
    db
      .select({
        entry: ledgerEntries,
        transaction: ledgerTransactions,
        ownerId: sql<string>`${ledgerAccounts.ownerId}`,
        currency: ledgerAccounts.currency,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId));

  /** A top-up without the provider's reference is an administrator's (`credit` in top-ups.ts). */
  const movementKind = sql<PaymentMovementKind>`case when ${ledgerTransactions.type} = 'top_up' and ${ledgerTransactions.paymentReference} is null then 'admin_top_up' else ${ledgerTransactions.type}::text end`;

  function movementConditions(filter: MovementFilter): SQL[] {
    const conditions: SQL[] = [eq(ledgerAccounts.kind, 'prepaid_balance')];
    if (filter.ownerId) conditions.push(eq(ledgerAccounts.ownerId, filter.ownerId));
    if (filter.kind === 'top_up' || filter.kind === 'admin_top_up') {
      conditions.push(
        eq(ledgerTransactions.type, 'top_up'),
        filter.kind === 'top_up'
          ? sql`${ledgerTransactions.paymentReference} is not null`
          : sql`${ledgerTransactions.paymentReference} is null`,
      );
    } else if (filter.kind) {
      conditions.push(eq(ledgerTransactions.type, filter.kind));
    }
    if (filter.from) conditions.push(gte(ledgerEntries.createdAt, filter.from));
    if (filter.before) conditions.push(lt(ledgerEntries.createdAt, filter.before));
    if (filter.amountMin !== undefined) {
      conditions.push(sql`abs(${ledgerEntries.amountMinor}) >= ${filter.amountMin}`);
    }
    if (filter.amountMax !== undefined) {
      conditions.push(sql`abs(${ledgerEntries.amountMinor}) <= ${filter.amountMax}`);
    }
    return conditions;
  }

  /** Entries after `position` in the order of `sort` (the sequence breaks ties of amounts). */
  function afterPosition(sort: PaymentMovementSort, position: MovementPosition): SQL {
    const { sequence, amountMinor } = position;
    switch (sort) {
      case 'newest':
        return lt(ledgerEntries.sequence, sequence);
      case 'oldest':
        return gt(ledgerEntries.sequence, sequence);
      case 'amount_desc':
        return or(
          lt(ledgerEntries.amountMinor, amountMinor),
          and(eq(ledgerEntries.amountMinor, amountMinor), lt(ledgerEntries.sequence, sequence)),
        )!;
      case 'amount_asc':
        return or(
          gt(ledgerEntries.amountMinor, amountMinor),
          and(eq(ledgerEntries.amountMinor, amountMinor), gt(ledgerEntries.sequence, sequence)),
        )!;
    }
  }

  const movementOrder: Record<PaymentMovementSort, SQL[]> = {
    newest: [desc(ledgerEntries.sequence)],
    oldest: [asc(ledgerEntries.sequence)],
    amount_desc: [desc(ledgerEntries.amountMinor), desc(ledgerEntries.sequence)],
    amount_asc: [asc(ledgerEntries.amountMinor), asc(ledgerEntries.sequence)],
  };

  return {
    /** Entries of prepaid balances, newest first. */
    history(filter: HistoryFilter): Promise<BalanceEntryRow[]> {
      const conditions: SQL[] = [eq(ledgerAccounts.kind, 'prepaid_balance')];
      if (filter.ownerId) conditions.push(eq(ledgerAccounts.ownerId, filter.ownerId));
      if (filter.type) conditions.push(eq(ledgerTransactions.type, filter.type));
      if (filter.from) conditions.push(gte(ledgerEntries.createdAt, filter.from));
      if (filter.before) conditions.push(lt(ledgerEntries.createdAt, filter.before));
      if (filter.afterSequence !== undefined) {
        conditions.push(lt(ledgerEntries.sequence, filter.afterSequence));
      }
      const query = balanceEntries()
        .where(and(...conditions))
        .orderBy(desc(ledgerEntries.sequence));
      return filter.limit === undefined ? query : query.limit(filter.limit);
    },

    /** Movements of every holder's prepaid balance, filtered, in the order asked for. */
    movements(
      filter: MovementFilter,
      sort: PaymentMovementSort,
      after: MovementPosition | undefined,
      limit: number,
    ): Promise<BalanceEntryRow[]> {
      const conditions = movementConditions(filter);
      if (after) conditions.push(afterPosition(sort, after));
      return balanceEntries()
        .where(and(...conditions))
        .orderBy(...movementOrder[sort])
        .limit(limit);
    },

    /** The filtered movements counted and summed per kind and currency. */
    movementTotals(filter: MovementFilter) {
      return db
        .select({
          kind: movementKind,
          currency: ledgerAccounts.currency,
          count: count(),
          amountMinor: sql<number>`${sum(ledgerEntries.amountMinor)}::bigint`.mapWith(Number),
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .where(and(...movementConditions(filter)))
        .groupBy(movementKind, ledgerAccounts.currency)
        .orderBy(movementKind, ledgerAccounts.currency);
    },

    /**
     * What holders hold now, per kind of their accounts and currency: the balance after each
     * account's newest entry (one index probe per account), summed.
     */
    async heldBalances(): Promise<
      { kind: LedgerAccountKind; currency: string; accounts: number; amountMinor: number }[]
    > {
      const newest = db
        .select({ balance: ledgerEntries.balanceAfterMinor })
        .from(ledgerEntries)
        .where(eq(ledgerEntries.accountId, ledgerAccounts.id))
        .orderBy(desc(ledgerEntries.sequence))
        .limit(1)
        .as('newest');
      const rows = await db
        .select({
          kind: ledgerAccounts.kind,
          currency: ledgerAccounts.currency,
          accounts: sql<number>`count(*) filter (where ${newest.balance} <> 0)`.mapWith(Number),
          amountMinor: sql<number>`coalesce(sum(${newest.balance}), 0)::bigint`.mapWith(Number),
        })
        .from(ledgerAccounts)
        .innerJoinLateral(newest, sql`true`)
        .where(inArray(ledgerAccounts.kind, [...ownedLedgerAccountKinds]))
        .groupBy(ledgerAccounts.kind, ledgerAccounts.currency)
        .orderBy(ledgerAccounts.currency);
      return rows;
    },

    /** One entry of a prepaid balance. */
    async balanceEntry(entryId: string): Promise<BalanceEntryRow | undefined> {
      const [row] = await balanceEntries().where(
        and(eq(ledgerEntries.id, entryId), eq(ledgerAccounts.kind, 'prepaid_balance')),
      );
      return row;
    },

    /** The type of an account (BUYER, SELLER, ADMIN, SUPER_ADMIN), if it exists. */
    async accountTypeOf(userId: string): Promise<AccountType | undefined> {
      const [row] = await ownerNamesOf(db, [userId]);
      return row?.owner.accountType;
    },

    /** Display names of account holders and authors, by id. */
    async displayNamesOf(userIds: readonly string[]): Promise<Map<string, string>> {
      const rows = await ownerNamesOf(db, [...new Set(userIds)]);
      return new Map(rows.map((row) => [row.owner.id, ownerDisplayName(row)]));
    },
  };
}
