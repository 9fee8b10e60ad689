import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { advertisingDays } from '../../db/schema/advertising';

/**
 * What advertising publishes for statistics (ADR 0041): per listing per day, the views and
 * clicks its ads were counted and the spend they accrued, for one seller (or everyone's, with
 * `sellerId` null or absent) between `from` and `to` (UTC days `YYYY-MM-DD`, inclusive).
 */
export async function promotionDailyFigures(
  db: Queryable,
  { sellerId, from, to }: { sellerId?: string | null; from: string; to: string },
): Promise<
  Array<{ listingId: string; day: string; views: number; clicks: number; spendMinor: number }>
> {
  return db
    .select({
      listingId: advertisingDays.listingId,
      day: advertisingDays.day,
      views: sql<number>`sum(${advertisingDays.views})::int`,
      clicks: sql<number>`sum(${advertisingDays.clicks})::int`,
      spendMinor: sql<number>`sum(${advertisingDays.spendMinor})::int`,
    })
    .from(advertisingDays)
    .where(
      and(
        sellerId ? eq(advertisingDays.sellerId, sellerId) : undefined,
        gte(advertisingDays.day, from),
        lte(advertisingDays.day, to),
      ),
    )
    .groupBy(advertisingDays.listingId, advertisingDays.day)
    .orderBy(asc(advertisingDays.day), asc(advertisingDays.listingId));
}
