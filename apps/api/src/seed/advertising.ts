import type { AdvertisingPlacement, AdvertisingPricing } from '@bazaar/contracts';
import { createAdvertisingRepository, createAdvertisingService } from '../modules/advertising';
import {
  actingAs,
  demoEvents,
  demoLedger,
  noListingCards,
  playClock,
  type DemoSeedStep,
} from './demo-services';
import { demoAccountIds } from './plan';

/** What each demo seller promotes: the home page twice (so "Ad" shows there), a division, search. */
const DEMO_CAMPAIGNS: readonly {
  seller: string;
  placement: AdvertisingPlacement;
  pricing: AdvertisingPricing;
  bidMinor: number;
  dailyBudgetMinor: number;
}[] = [
  { seller: 'seller1', placement: 'home', pricing: 'cpc', bidMinor: 40, dailyBudgetMinor: 500 },
  { seller: 'seller2', placement: 'home', pricing: 'cpm', bidMinor: 300, dailyBudgetMinor: 400 },
  { seller: 'seller3', placement: 'division', pricing: 'cpc', bidMinor: 30, dailyBudgetMinor: 300 },
  { seller: 'seller4', placement: 'search', pricing: 'cpc', bidMinor: 25, dailyBudgetMinor: 200 },
];

/**
 * A few running campaigns of the demo sellers (ADR 0059), each on a published listing in stock,
 * promoted through the advertising service as the sellers would; their budgets are small beside
 * the balances seed/balances.ts gives them. The service is built with the api's key (`secret`)
 * as the composition root builds it. Returns how many campaigns run.
 */
export function seedDemoCampaigns(secret: string): DemoSeedStep {
  return async (tx, plan, now, log) => {
    const clock = playClock(now);
    const advertising = createAdvertisingService({
      repository: createAdvertisingRepository(tx),
      ledger: demoLedger(tx, clock, log),
      listings: noListingCards,
      events: demoEvents(tx, clock, log),
      clock,
      secret,
    });
    const idOf = demoAccountIds(plan);
    let created = 0;
    for (const campaign of DEMO_CAMPAIGNS) {
      const sellerId = idOf.get(campaign.seller);
      const listing = plan.listings.find(
        (row) =>
          row.ownerId === sellerId &&
          row.status === 'active' &&
          row.draftState === 'sent' &&
          (row.quantity ?? 0) > 0,
      );
      if (!sellerId || !listing) continue;
      await advertising.create(actingAs({ id: sellerId, type: 'SELLER' }), {
        listing_id: listing.id,
        placement: campaign.placement,
        pricing: campaign.pricing,
        bid_minor: campaign.bidMinor,
        daily_budget_minor: campaign.dailyBudgetMinor,
      });
      created += 1;
    }
    return created;
  };
}
