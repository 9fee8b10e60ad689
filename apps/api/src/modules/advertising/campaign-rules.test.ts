import { describe, expect, it } from 'vitest';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import type { CampaignRow } from './advertising.repository';
import { checkBudget, checkEndsOn, ownedCampaign, requireBalance } from './campaign-rules';

const seller = { id: 'seller-1', type: 'SELLER' } as SignedInAccount;
const otherSeller = { id: 'seller-2', type: 'SELLER' } as SignedInAccount;
const administrator = { id: 'admin-1', type: 'ADMIN' } as SignedInAccount;
const campaign = { id: 'campaign-1', sellerId: seller.id } as CampaignRow;
const repository = {
  findCampaign: async (id: string) => (id === campaign.id ? campaign : undefined),
};

describe('campaign rules', () => {
  it('gives a campaign to its seller and administrators, and is a 404 to anyone else', async () => {
    await expect(ownedCampaign(repository, seller, campaign.id)).resolves.toBe(campaign);
    await expect(ownedCampaign(repository, administrator, campaign.id)).resolves.toBe(campaign);
    await expect(ownedCampaign(repository, otherSeller, campaign.id)).rejects.toThrow(
      NotFoundError,
    );
    await expect(ownedCampaign(repository, seller, 'missing')).rejects.toThrow(
      'This campaign does not exist.',
    );
  });

  it('refuses an end date before today', () => {
    expect(() => checkEndsOn('2026-12-06', '2026-12-07')).toThrow(ValidationError);
    expect(() => checkEndsOn('2026-12-07', '2026-12-07')).not.toThrow();
    expect(() => checkEndsOn(null, '2026-12-07')).not.toThrow();
  });

  it('refuses a cost-per-click daily budget below one click', () => {
    expect(() => checkBudget({ pricing: 'cpc', bidMinor: 50, dailyBudgetMinor: 40 })).toThrow(
      ValidationError,
    );
    expect(() => checkBudget({ pricing: 'cpc', bidMinor: 50, dailyBudgetMinor: 50 })).not.toThrow();
    expect(() =>
      checkBudget({ pricing: 'cpm', bidMinor: 500, dailyBudgetMinor: 40 }),
    ).not.toThrow();
  });

  it('refuses to run ads on an empty balance', async () => {
    const ledger = (amount: number) => ({
      balanceOf: async () => ({ amount_minor: amount, currency: 'EUR' }),
    });
    await expect(requireBalance(ledger(0), seller.id)).rejects.toThrow(ForbiddenError);
    await expect(requireBalance(ledger(1), seller.id)).resolves.toBeUndefined();
  });
});
