import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/ledger';

/*
 * What other modules may read of the ledger (ADR 0041). Read only: money moves through the
 * ledger's service.
 */

/**
 * What advertising charges took from sellers' prepaid balances, per promoted listing and UTC day
 * (the charges' metadata name the listing: `{ campaignId, listingId }`); `sellerId` null: every
 * seller's. The ledger knows nothing of ad views and clicks: they are 0 here. The shape is the
 * advertising module's `promotionDailyFigures`, which the statistics module reads.
 */
export async function advertisingSpendPerListingDay(
  db: Queryable,
  filter: { sellerId?: string | null; from: string; to: string },
): Promise<
  Array<{ listingId: string; day: string; views: number; clicks: number; spendMinor: number }>
> {
  const listingId = sql<string>`${ledgerTransactions.metadata} ->> 'listingId'`;
  const day = sql<string>`to_char(${ledgerEntries.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      listingId,
      day,
      spendMinor: sql<number>`(-sum(${ledgerEntries.amountMinor}))::bigint`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerTransactions.type, 'advertising'),
        eq(ledgerAccounts.kind, 'prepaid_balance'),
        filter.sellerId ? eq(ledgerAccounts.ownerId, filter.sellerId) : undefined,
        sql`${listingId} ~ '^[0-9a-f-]{36}$'`,
        sql`${ledgerEntries.createdAt} >= ${filter.from}::date`,
        sql`${ledgerEntries.createdAt} < ${filter.to}::date + 1`,
      ),
    )
    .groupBy(listingId, day);
  return rows.map((row) => ({
    listingId: row.listingId,
    day: row.day,
    views: 0,
    clicks: 0,
    spendMinor: Math.max(0, Number(row.spendMinor)),
  }));
}
