import {
  adRankOf,
  PREPAY_CURRENCY,
  type AdvertisingPlacement,
  type AdvertisingPricing,
} from '@bazaar/contracts';
import type { Database } from '../db/client';
import { createAdvertisingRepository } from '../modules/advertising';
import { demoAccountIds, type DemoPlan } from './plan';

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
 * A few running campaigns of the demo sellers (ADR 0059), each on a published listing in stock;
 * their budgets are small beside the balances `seedDemoBalances` gives them. Returns how many.
 */
export async function seedDemoCampaigns(tx: Database, plan: DemoPlan, now: Date): Promise<number> {
  const repository = createAdvertisingRepository(tx);
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
    await repository.insertCampaign({
      sellerId,
      listingId: listing.id,
      placement: campaign.placement,
      section: listing.section,
      pricing: campaign.pricing,
      bidMinor: campaign.bidMinor,
      rankMinor: adRankOf(campaign.pricing, campaign.bidMinor),
      dailyBudgetMinor: campaign.dailyBudgetMinor,
      currency: PREPAY_CURRENCY,
      createdAt: now,
    });
    created += 1;
  }
  return created;
}
