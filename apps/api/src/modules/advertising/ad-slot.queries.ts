import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { advertisingCampaigns, advertisingDays } from '../../db/schema/advertising';
import {
  isPublic,
  joinListingCard,
  listingCardColumns,
  listingColumns,
  listingSearchVector,
} from '../listings/read-model';

export interface SlotsFilter {
  placement: string;
  section?: string;
  /** A `to_tsquery('bazaar_search', …)` text: only listings matching it (search results). */
  tsquery?: string;
  today: string;
  limit: number;
}

/** The ads served on a page. */
export function adSlotQueries(db: Queryable) {
  return {
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
  };
}
