import type { Database } from '../db/client';
import { createStatisticsRepository } from '../modules/statistics';
import type { DemoPlan } from './plan';
import { createRandom } from './random';

const DAY = 86_400_000;
/** How many days back the demo figures go. */
export const DEMO_STATISTICS_DAYS = 45;

/**
 * Item-page views and cart adds of the demo sellers' published listings over the last weeks,
 * so `/profile/statistic` shows curves on `npm start`: a few views a day per listing, more on
 * weekends and for some listings, and now and then an add to a cart. Written whole through the
 * statistics repository: views are counted one visitor at a time, too slow for weeks of them
 * (ADR 0092); the orders the activity seed placed add their own figures. Returns how many
 * listing days were written.
 */
export async function seedDemoStatistics(tx: Database, plan: DemoPlan, now: Date): Promise<number> {
  const random = createRandom(0x57a7);
  const sellers = new Set(
    plan.users.filter((user) => user.accountType === 'SELLER').map((user) => user.id),
  );
  const published = plan.listings.filter(
    (listing) =>
      sellers.has(listing.ownerId) &&
      (listing.status ?? 'active') === 'active' &&
      (listing.draftState ?? 'sent') === 'sent',
  );
  const rows: {
    listingId: string;
    sellerId: string;
    day: string;
    views: number;
    cartAdds: number;
  }[] = [];
  for (const listing of published) {
    // Some listings draw far more eyes than others.
    const appeal = random.pick([1, 1, 2, 3, 5, 8]);
    for (let daysAgo = DEMO_STATISTICS_DAYS - 1; daysAgo >= 1; daysAgo -= 1) {
      const date = new Date(now.getTime() - daysAgo * DAY);
      const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 2 : 0;
      // Interest grows over the period, as a new marketplace's does.
      const growth = Math.round(((DEMO_STATISTICS_DAYS - daysAgo) / DEMO_STATISTICS_DAYS) * appeal);
      const views = random.int(0, appeal + weekend) + growth;
      if (views === 0) continue;
      const cartAdds = random.chance(Math.min(0.5, views / 40)) ? random.int(1, 2) : 0;
      rows.push({
        listingId: listing.id,
        sellerId: listing.ownerId,
        day: date.toISOString().slice(0, 10),
        views,
        cartAdds,
      });
    }
  }
  await createStatisticsRepository(tx).addDays(rows);
  return rows.length;
}
