import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';
import { utcPeriodOf, withinUtcDays, type PeriodWindow } from '../../db/utc-periods';

/*
 * What other modules may read of the ledger (ADR 0041): the platform's revenue per period, for
 * the administrators' statistics. Read only: money moves through the ledger service.
 */

const refunded = alias(ledgerTransactions, 'refunded');
const charges = ['subscription', 'advertising'] as const;

/**
 * What prepaid balances paid for subscriptions and for advertising per period of the window (by
 * the charge's time), less the refunds of such charges (by the refund's time), in minor units of
 * `currency`. Only money that left a prepaid balance counts: advertising paid with a plan's
 * promotion credits was paid by the subscription already.
 */
export async function chargesPerPeriod(db: Queryable, window: PeriodWindow, currency: string) {
  const period = utcPeriodOf(ledgerTransactions.createdAt, window.granularity);
  const purpose = sql<
    (typeof charges)[number]
  >`coalesce(${refunded.type}, ${ledgerTransactions.type})::text`;
  const rows = await db
    .select({
      period,
      purpose,
      // A charge lowers the balance (negative entries), its refund gives the money back.
      amountMinor: sql<string>`(-sum(${ledgerEntries.amountMinor}))::bigint`,
    })
    .from(ledgerTransactions)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
    .innerJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.id, ledgerEntries.accountId),
        eq(ledgerAccounts.kind, 'prepaid_balance'),
        eq(ledgerAccounts.currency, currency),
      ),
    )
    .leftJoin(refunded, eq(refunded.id, ledgerTransactions.refundOf))
    .where(
      and(
        withinUtcDays(ledgerTransactions.createdAt, window),
        or(
          inArray(ledgerTransactions.type, [...charges]),
          and(eq(ledgerTransactions.type, 'refund'), inArray(refunded.type, [...charges])),
        ),
      ),
    )
    .groupBy(period, purpose);
  return rows.map((row) => ({ ...row, amountMinor: Number(row.amountMinor) }));
}
