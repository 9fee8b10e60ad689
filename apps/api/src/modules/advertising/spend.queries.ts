import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  advertisingCampaigns,
  advertisingCharges,
  advertisingDays,
} from '../../db/schema/advertising';
import type { CampaignRow } from './campaign.queries';

type DayRow = typeof advertisingDays.$inferSelect;
type ChargeRow = typeof advertisingCharges.$inferSelect;

/** Each campaign's spend by day, and the batches that charge it. */
export function spendQueries(db: Queryable) {
  return {
    /** The campaign's day, created when missing, locked for the rest of the transaction. */
    async lockDay(campaign: Pick<CampaignRow, 'id' | 'listingId' | 'sellerId'>, day: string) {
      await db
        .insert(advertisingDays)
        .values({
          campaignId: campaign.id,
          day,
          listingId: campaign.listingId,
          sellerId: campaign.sellerId,
        })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(advertisingDays)
        .where(and(eq(advertisingDays.campaignId, campaign.id), eq(advertisingDays.day, day)))
        .for('update');
      return row!;
    },

    async updateDay(campaignId: string, day: string, changes: Partial<DayRow>) {
      await db
        .update(advertisingDays)
        .set(changes)
        .where(and(eq(advertisingDays.campaignId, campaignId), eq(advertisingDays.day, day)));
    },

    /** Spend of the seller's campaigns not charged yet: unclaimed, and claimed in pending batches. */
    async unpaidSpendOf(sellerId: string) {
      const [unclaimed] = await db
        .select({
          amount: sql<number>`coalesce(sum(${advertisingDays.spendMinor} - ${advertisingDays.claimedMinor}), 0)::int`,
        })
        .from(advertisingDays)
        .where(
          and(
            eq(advertisingDays.sellerId, sellerId),
            sql`${advertisingDays.spendMinor} > ${advertisingDays.claimedMinor}`,
          ),
        );
      const [pending] = await db
        .select({ amount: sql<number>`coalesce(sum(${advertisingCharges.amountMinor}), 0)::int` })
        .from(advertisingCharges)
        .innerJoin(advertisingCampaigns, eq(advertisingCampaigns.id, advertisingCharges.campaignId))
        .where(
          and(
            sql`${advertisingCharges.state} = 'pending'`,
            eq(advertisingCampaigns.sellerId, sellerId),
          ),
        );
      return (unclaimed?.amount ?? 0) + (pending?.amount ?? 0);
    },

    /**
     * Claims the spend of up to `limit` days not charged yet as new pending batches (numbered per
     * campaign and day), so each minor unit is charged by exactly one batch.
     */
    async claimBatches(limit: number) {
      const days = await db
        .select()
        .from(advertisingDays)
        .where(sql`${advertisingDays.spendMinor} > ${advertisingDays.claimedMinor}`)
        .orderBy(asc(advertisingDays.day))
        .limit(limit)
        .for('update', { skipLocked: true });
      for (const day of days) {
        await db.insert(advertisingCharges).values({
          campaignId: day.campaignId,
          day: day.day,
          batchNo: day.batches + 1,
          amountMinor: day.spendMinor - day.claimedMinor,
        });
        await db
          .update(advertisingDays)
          .set({ claimedMinor: day.spendMinor, batches: day.batches + 1 })
          .where(
            and(eq(advertisingDays.campaignId, day.campaignId), eq(advertisingDays.day, day.day)),
          );
      }
      return days.length;
    },

    /** Batches the ledger has not answered yet, oldest first, with whom to charge. */
    async pendingCharges(limit: number) {
      return db
        .select({
          charge: advertisingCharges,
          sellerId: advertisingCampaigns.sellerId,
          listingId: advertisingCampaigns.listingId,
          placement: advertisingCampaigns.placement,
          currency: advertisingCampaigns.currency,
        })
        .from(advertisingCharges)
        .innerJoin(advertisingCampaigns, eq(advertisingCampaigns.id, advertisingCharges.campaignId))
        .where(sql`${advertisingCharges.state} = 'pending'`)
        .orderBy(asc(advertisingCharges.createdAt))
        .limit(limit);
    },

    async settleCharge(
      key: Pick<ChargeRow, 'campaignId' | 'day' | 'batchNo'>,
      state: 'charged' | 'failed',
      transactionId: string | null,
    ) {
      await db
        .update(advertisingCharges)
        .set({ state, transactionId })
        .where(
          and(
            eq(advertisingCharges.campaignId, key.campaignId),
            eq(advertisingCharges.day, key.day),
            eq(advertisingCharges.batchNo, key.batchNo),
          ),
        );
    },
  };
}
