import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  advertisingCampaigns,
  advertisingCharges,
  advertisingDays,
  advertisingImpressions,
  advertisingUsedTokens,
} from '../../db/schema/advertising';
import {
  isPublic,
  joinListing,
  joinListingCard,
  listingCardColumns,
  listingColumns,
  listingSearchVector,
  selectListings,
} from '../listings/read-model';
import { joinOwner, ownerColumns, sellerProfileColumns } from '../users/read-model';

export type CampaignRow = typeof advertisingCampaigns.$inferSelect;
export type NewCampaignRow = typeof advertisingCampaigns.$inferInsert;
export type DayRow = typeof advertisingDays.$inferSelect;
export type ChargeRow = typeof advertisingCharges.$inferSelect;

export interface CampaignFilter {
  sellerId?: string;
  placement?: string;
  state?: string;
  ids?: readonly string[];
}

export interface SlotsFilter {
  placement: string;
  section?: string;
  /** A `to_tsquery('bazaar_search', …)` text: only listings matching it (search results). */
  tsquery?: string;
  today: string;
  limit: number;
}

const campaignListColumns = {
  campaign: advertisingCampaigns,
  listingTitle: listingColumns.title,
  owner: ownerColumns,
  sellerProfile: sellerProfileColumns,
};

function queries(db: Queryable) {
  return {
    /** The listing a seller wants to promote: its owner, division, title, and whether visitors see it. */
    async listingForPromotion(listingId: string) {
      const [row] = await joinOwner(
        selectListings(db, {
          id: listingColumns.id,
          ownerId: listingColumns.ownerId,
          section: listingColumns.section,
          title: listingColumns.title,
          currency: listingColumns.currency,
          visible: sql<boolean>`coalesce(${isPublic}, false)`,
        }),
        listingColumns.ownerId,
      ).where(eq(listingColumns.id, listingId));
      return row;
    },

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

    /**
     * The ads of one page, in one query on the serving index: active campaigns of the placement
     * (and division), not past their end, not spent for today, whose listing visitors may see,
     * best bid first (then, in search results, the best match).
     */
    async slots(filter: SlotsFilter) {
      const today = advertisingDays;
      const conditions: SQL[] = [
        sql`${advertisingCampaigns.state} = 'active'`,
        eq(advertisingCampaigns.placement, filter.placement),
        sql`(${advertisingCampaigns.endsOn} is null or ${advertisingCampaigns.endsOn} >= ${filter.today}::date)`,
        sql`not coalesce(${today.exhausted}, false)`,
        isPublic!,
        sql`${listingColumns.quantity} > 0`,
      ];
      if (filter.section) conditions.push(sql`${advertisingCampaigns.section} = ${filter.section}`);
      const order: SQL[] = [desc(advertisingCampaigns.rankMinor)];
      if (filter.tsquery) {
        const tsquery = sql`to_tsquery('bazaar_search', ${filter.tsquery}::text)`;
        conditions.push(sql`${listingSearchVector} @@ ${tsquery}`);
        order.push(sql`ts_rank(${listingSearchVector}, ${tsquery}) desc`);
      }
      order.push(asc(advertisingCampaigns.id));
      return joinListingCard(
        db
          .select({
            campaignId: advertisingCampaigns.id,
            ...listingCardColumns,
            createdAt: listingColumns.createdAt,
          })
          .from(advertisingCampaigns)
          .leftJoin(
            today,
            and(
              eq(today.campaignId, advertisingCampaigns.id),
              sql`${today.day} = ${filter.today}::date`,
            ),
          )
          .$dynamic(),
        advertisingCampaigns.listingId,
      )
        .where(and(...conditions))
        .orderBy(...order)
        .limit(filter.limit);
    },

    /** Whether this visitor's view or click of the campaign was counted already that day. */
    async countedBefore(
      campaignId: string,
      day: string,
      kind: 'view' | 'click',
      visitorKey: string,
    ) {
      const [row] = await db
        .select({ campaignId: advertisingImpressions.campaignId })
        .from(advertisingImpressions)
        .where(
          and(
            ...countedOn(campaignId, day, kind),
            eq(advertisingImpressions.visitorKey, visitorKey),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** How many views or clicks of the campaign were counted from one address that day. */
    async countedFromAddress(
      campaignId: string,
      day: string,
      kind: 'view' | 'click',
      addressKey: string,
    ) {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(advertisingImpressions)
        .where(
          and(
            ...countedOn(campaignId, day, kind),
            eq(advertisingImpressions.addressKey, addressKey),
          ),
        );
      return row?.count ?? 0;
    },

    /** Records one visitor's counted view or click. */
    async recordImpression(row: typeof advertisingImpressions.$inferInsert) {
      await db.insert(advertisingImpressions).values(row).onConflictDoNothing();
    },

    /** Marks an impression token used; false when it was used before. */
    async useToken(nonce: string, campaignId: string, usedAt: Date) {
      const rows = await db
        .insert(advertisingUsedTokens)
        .values({ nonce, campaignId, usedAt })
        .onConflictDoNothing()
        .returning({ nonce: advertisingUsedTokens.nonce });
      return rows.length > 0;
    },

    /** Forgets tokens used before `before`: they have expired, so they cannot count again. */
    async purgeUsedTokens(before: Date) {
      await db.delete(advertisingUsedTokens).where(lt(advertisingUsedTokens.usedAt, before));
    },

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

export type AdvertisingQueries = ReturnType<typeof queries>;

/** The views or clicks of a campaign counted on one day. */
const countedOn = (campaignId: string, day: string, kind: 'view' | 'click') => [
  eq(advertisingImpressions.campaignId, campaignId),
  eq(advertisingImpressions.day, day),
  eq(advertisingImpressions.kind, kind),
];

export function createAdvertisingRepository(db: Queryable) {
  return {
    ...queries(db),
    /** Runs `work` in one transaction, with the queries bound to it (and the transaction, for its events). */
    transaction<T>(work: (queries: AdvertisingQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(queries(tx), tx));
    },
  };
}

export type AdvertisingRepository = ReturnType<typeof createAdvertisingRepository>;
