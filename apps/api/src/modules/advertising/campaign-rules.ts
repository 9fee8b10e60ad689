// The checks creating and changing a campaign share: whose it is, its end date, its budget, and
// a balance to run it on.
import { isAdmin } from '@bazaar/contracts';
import { ForbiddenError, ValidationError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import type { LedgerService } from '../ledger';
import type { AdvertisingRepository, CampaignRow } from './advertising.repository';
import { campaignNotFound } from './campaign-views';
import type { Billing } from './spend';

/** The campaign `viewer` may change: their own, or (administrators) any; 404 for anyone else's. */
export async function ownedCampaign(
  repository: Pick<AdvertisingRepository, 'findCampaign'>,
  viewer: SignedInAccount,
  id: string,
): Promise<CampaignRow> {
  const campaign = await repository.findCampaign(id);
  if (!campaign || (campaign.sellerId !== viewer.id && !isAdmin(viewer.type))) {
    throw campaignNotFound();
  }
  return campaign;
}

export function checkEndsOn(endsOn: string | null | undefined, today: string) {
  if (endsOn && endsOn < today) {
    throw new ValidationError([{ field: 'ends_on', message: 'End today or later' }]);
  }
}

export function checkBudget(billing: Billing) {
  if (billing.pricing === 'cpc' && billing.bidMinor > billing.dailyBudgetMinor) {
    throw new ValidationError([
      { field: 'daily_budget_minor', message: 'Make the daily budget at least one click' },
    ]);
  }
}

export async function requireBalance(
  ledger: Pick<LedgerService, 'balanceOf'>,
  sellerId: string,
): Promise<void> {
  const balance = await ledger.balanceOf(sellerId);
  if (balance.amount_minor <= 0) {
    throw new ForbiddenError(
      'INSUFFICIENT_BALANCE',
      'Your prepaid balance is empty. Top up your balance to run ads.',
    );
  }
}
