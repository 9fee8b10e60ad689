import { advertisingPlacementLabels, type AdvertisingPlacement } from '@bazaar/contracts';
import { AppError } from '../../errors';
import type { LedgerService } from '../ledger';
import type { AdvertisingRepository } from './advertising.repository';
import type { StopCampaign } from './stop-campaign';

/** Days of spend one run of the charge job claims at most. */
const CHARGE_BATCH_DAYS = 500;

function isInsufficientBalance(error: unknown): boolean {
  return error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE';
}

export interface ChargeSpendDependencies {
  repository: AdvertisingRepository;
  ledger: Pick<LedgerService, 'charge'>;
  stopCampaign: StopCampaign;
}

/**
 * The charge job: claims the spend not charged yet in batches and charges each from the
 * seller's balance (idempotent per batch); a balance too low stops the campaign.
 */
export function createChargeSpend({ repository, ledger, stopCampaign }: ChargeSpendDependencies) {
  return async function chargeSpend(): Promise<{ charged: number; failed: number }> {
    await repository.transaction((queries) => queries.claimBatches(CHARGE_BATCH_DAYS));
    let charged = 0;
    let failed = 0;
    for (const pending of await repository.pendingCharges(CHARGE_BATCH_DAYS * 2)) {
      const { charge } = pending;
      try {
        const posting = await ledger.charge({
          userId: pending.sellerId,
          amount: { amount_minor: charge.amountMinor, currency: pending.currency },
          purpose: 'advertising',
          idempotencyKey: `advertising:spend:${charge.campaignId}:${charge.day}:${charge.batchNo}`,
          description: `Advertising: ${advertisingPlacementLabels[pending.placement as AdvertisingPlacement].toLowerCase()} placement`,
          metadata: { campaignId: charge.campaignId, listingId: pending.listingId },
        });
        await repository.settleCharge(charge, 'charged', posting.transactionId);
        charged += 1;
      } catch (error) {
        if (!isInsufficientBalance(error)) throw error;
        await repository.settleCharge(charge, 'failed', null);
        await stopCampaign(charge.campaignId, 'balance', null, null);
        failed += 1;
      }
    }
    return { charged, failed };
  };
}
