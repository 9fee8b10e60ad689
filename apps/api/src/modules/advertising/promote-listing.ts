import {
  adRankOf,
  PREPAY_CURRENCY,
  type AdvertisingCampaign,
  type CreateAdvertisingCampaignBody,
} from '@bazaar/contracts';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import type { LedgerService } from '../ledger';
import type { AdvertisingRepository } from './advertising.repository';
import { checkBudget, checkEndsOn, requireBalance } from './campaign-rules';
import { dayOf, type CampaignViews } from './campaign-views';

export interface PromoteListingDependencies {
  repository: AdvertisingRepository;
  ledger: Pick<LedgerService, 'balanceOf'>;
  clock: Clock;
  one: CampaignViews['one'];
}

/** `POST /advertising/campaigns`: the seller promotes one of their visible listings. */
export function createPromoteListing({
  repository,
  ledger,
  clock,
  one,
}: PromoteListingDependencies) {
  return async function promoteListing(
    viewer: SignedInAccount,
    body: CreateAdvertisingCampaignBody,
  ): Promise<AdvertisingCampaign> {
    if (viewer.type !== 'SELLER') {
      throw new ForbiddenError('FORBIDDEN', 'Only sellers promote their listings.');
    }
    const listing = await repository.listingForPromotion(body.listing_id);
    if (!listing || listing.ownerId !== viewer.id) {
      throw new NotFoundError('We could not find this listing among yours.');
    }
    if (!listing.isPublic) {
      throw new ConflictError('Only active, published listings can be promoted.');
    }
    checkEndsOn(body.ends_on, dayOf(clock.now()));
    checkBudget({
      pricing: body.pricing,
      bidMinor: body.bid_minor,
      dailyBudgetMinor: body.daily_budget_minor,
    });
    await requireBalance(ledger, viewer.id);
    try {
      const campaign = await repository.insertCampaign({
        sellerId: viewer.id,
        listingId: listing.id,
        placement: body.placement,
        section: listing.section,
        pricing: body.pricing,
        bidMinor: body.bid_minor,
        rankMinor: adRankOf(body.pricing, body.bid_minor),
        dailyBudgetMinor: body.daily_budget_minor,
        currency: PREPAY_CURRENCY,
        endsOn: body.ends_on ?? null,
        createdAt: clock.now(),
      });
      return await one(campaign.id);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw new ConflictError(
        'This listing is already promoted in this placement. Change that campaign instead.',
      );
    }
  };
}
