import { and, eq, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { advertisingImpressions, advertisingUsedTokens } from '../../db/schema/advertising';

/** The views or clicks of a campaign counted on one day. */
const countedOn = (campaignId: string, day: string, kind: 'view' | 'click') => [
  eq(advertisingImpressions.campaignId, campaignId),
  eq(advertisingImpressions.day, day),
  eq(advertisingImpressions.kind, kind),
];

/** Counted views and clicks, and the impression tokens used. */
export function impressionQueries(db: Queryable) {
  return {
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
  };
}
