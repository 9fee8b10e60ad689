import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { advertisingCampaigns, advertisingDays } from '../../db/schema/advertising';
import { findListingSummary, joinListing, listingColumns } from '../listings/read-model';
import { joinOwner, ownerColumns, sellerProfileColumns } from '../users/read-model';

export type CampaignRow = typeof advertisingCampaigns.$inferSelect;
type NewCampaignRow = typeof advertisingCampaigns.$inferInsert;

export interface CampaignFilter {
  sellerId?: string;
  placement?: string;
  state?: string;
  ids?: readonly string[];
}

const campaignListColumns = {
  campaign: advertisingCampaigns,
  listingTitle: listingColumns.title,
  owner: ownerColumns,
  sellerProfile: sellerProfileColumns,
};

/** Campaigns, the listing they promote, and their figures by day. */
export function campaignQueries(db: Queryable) {
  return {
    /** The listing a seller wants to promote: its owner, division, title, and whether visitors see it. */
    listingForPromotion: (listingId: string) => findListingSummary(db, listingId),

    async insertCampaign(row: NewCampaignRow) {
      const [campaign] = await db.insert(advertisingCampaigns).values(row).returning();
      return campaign!;
    },

    async updateCampaign(id: string, changes: Partial<NewCampaignRow>) {
      const [campaign] = await db
        .update(advertisingCampaigns)
        .set(changes)
        .where(eq(advertisingCampaigns.id, id))
        .returning();
      return campaign;
    },

    async findCampaign(id: string, lock = false) {
      const query = db.select().from(advertisingCampaigns).where(eq(advertisingCampaigns.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** Campaigns with their listing's title and seller's names, newest first. */
    async campaigns(filter: CampaignFilter) {
      const conditions: SQL[] = [];
      if (filter.sellerId) conditions.push(eq(advertisingCampaigns.sellerId, filter.sellerId));
      if (filter.placement) conditions.push(eq(advertisingCampaigns.placement, filter.placement));
      if (filter.state) conditions.push(eq(advertisingCampaigns.state, filter.state));
      if (filter.ids) {
        if (filter.ids.length === 0) return [];
        conditions.push(inArray(advertisingCampaigns.id, [...filter.ids]));
      }
      const base = joinListing(
        db.select(campaignListColumns).from(advertisingCampaigns).$dynamic(),
        advertisingCampaigns.listingId,
      );
      return joinOwner(base, advertisingCampaigns.sellerId)
        .where(and(...conditions))
        .orderBy(desc(advertisingCampaigns.createdAt), desc(advertisingCampaigns.id))
        .limit(500);
    },

    /** Days of these campaigns: today's row and the totals. */
    async dayFigures(campaignIds: readonly string[], today: string) {
      if (campaignIds.length === 0) return [];
      return db
        .select({
          campaignId: advertisingDays.campaignId,
          todayViews: sql<number>`coalesce(sum(${advertisingDays.views}) filter (where ${advertisingDays.day} = ${today}), 0)::int`,
          todayClicks: sql<number>`coalesce(sum(${advertisingDays.clicks}) filter (where ${advertisingDays.day} = ${today}), 0)::int`,
          todaySpend: sql<number>`coalesce(sum(${advertisingDays.spendMinor}) filter (where ${advertisingDays.day} = ${today}), 0)::int`,
          todayExhausted: sql<boolean>`coalesce(bool_or(${advertisingDays.exhausted}) filter (where ${advertisingDays.day} = ${today}), false)`,
          views: sql<number>`coalesce(sum(${advertisingDays.views}), 0)::int`,
          clicks: sql<number>`coalesce(sum(${advertisingDays.clicks}), 0)::int`,
          spend: sql<number>`coalesce(sum(${advertisingDays.spendMinor}), 0)::int`,
        })
        .from(advertisingDays)
        .where(inArray(advertisingDays.campaignId, [...campaignIds]))
        .groupBy(advertisingDays.campaignId);
    },
  };
}
