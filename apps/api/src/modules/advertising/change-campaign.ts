import {
  adRankOf,
  type AdvertisingCampaign,
  type AdvertisingPricing,
  type UpdateAdvertisingCampaignBody,
} from '@bazaar/contracts';
import { ConflictError, ForbiddenError, ValidationError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import type { LedgerService } from '../ledger';
import type { AdvertisingRepository } from './advertising.repository';
import { checkBudget, checkEndsOn, ownedCampaign, requireBalance } from './campaign-rules';
import { dayOf, type CampaignViews } from './campaign-views';
import { isExhausted, type Billing } from './spend';
import type { StopCampaign } from './stop-campaign';

export interface CampaignChangesDependencies {
  repository: AdvertisingRepository;
  ledger: Pick<LedgerService, 'balanceOf'>;
  clock: Clock;
  one: CampaignViews['one'];
  stopCampaign: StopCampaign;
}

/** A campaign's owner changes its settings, pauses or resumes it; the owner or an administrator stops it. */
export function createCampaignChanges({
  repository,
  ledger,
  clock,
  one,
  stopCampaign,
}: CampaignChangesDependencies) {
  const today = () => dayOf(clock.now());

  return {
    /** `PATCH /advertising/campaigns/{id}`: the owner changes bid, budget, pricing or end date. */
    async update(
      viewer: SignedInAccount,
      id: string,
      body: UpdateAdvertisingCampaignBody,
    ): Promise<AdvertisingCampaign> {
      const campaign = await ownedCampaign(repository, viewer, id);
      if (campaign.sellerId !== viewer.id) {
        throw new ForbiddenError('FORBIDDEN', 'Only the seller changes a campaign.');
      }
      if (campaign.state === 'stopped') {
        throw new ConflictError('This campaign has stopped. Create a new one.');
      }
      checkEndsOn(body.ends_on, today());
      const billing: Billing = {
        pricing: body.pricing ?? (campaign.pricing as AdvertisingPricing),
        bidMinor: body.bid_minor ?? campaign.bidMinor,
        dailyBudgetMinor: body.daily_budget_minor ?? campaign.dailyBudgetMinor,
      };
      checkBudget(billing);
      await repository.transaction(async (queries) => {
        await queries.updateCampaign(id, {
          pricing: billing.pricing,
          bidMinor: billing.bidMinor,
          rankMinor: adRankOf(billing.pricing, billing.bidMinor),
          dailyBudgetMinor: billing.dailyBudgetMinor,
          ...(body.ends_on !== undefined ? { endsOn: body.ends_on } : {}),
        });
        // Today's units keep their price; whether one more fits is asked of the new budget.
        const day = await queries.lockDay(campaign, today());
        await queries.updateDay(id, today(), {
          exhausted:
            day.spendMinor >= billing.dailyBudgetMinor ||
            (billing.pricing === campaign.pricing && isExhausted(billing, day.billedUnits)),
        });
      });
      return one(id);
    },

    /** Pause (`paused`) or resume (`active`): the owner only. */
    async setRunning(
      viewer: SignedInAccount,
      id: string,
      running: boolean,
    ): Promise<AdvertisingCampaign> {
      const campaign = await ownedCampaign(repository, viewer, id);
      if (campaign.sellerId !== viewer.id) {
        throw new ForbiddenError('FORBIDDEN', 'Only the seller pauses or resumes a campaign.');
      }
      if (campaign.state === 'stopped') {
        throw new ConflictError('This campaign has stopped. Create a new one.');
      }
      if (running) await requireBalance(ledger, campaign.sellerId);
      await repository.updateCampaign(id, { state: running ? 'active' : 'paused' });
      return one(id);
    },

    /**
     * `POST /advertising/campaigns/{id}/stop`: for good. The seller stops their own; an
     * administrator stops anyone's with a reason, which the seller is told.
     */
    async stopByViewer(
      viewer: SignedInAccount,
      id: string,
      reason: string | undefined,
    ): Promise<AdvertisingCampaign> {
      const campaign = await ownedCampaign(repository, viewer, id);
      if (campaign.state === 'stopped')
        throw new ConflictError('This campaign has stopped already.');
      if (campaign.sellerId === viewer.id) {
        await stopCampaign(id, 'seller', reason ?? null, viewer.id);
      } else {
        if (!reason) {
          throw new ValidationError([{ field: 'reason', message: 'Tell the seller why' }]);
        }
        await stopCampaign(id, 'administrator', reason, viewer.id);
      }
      return one(id);
    },
  };
}
