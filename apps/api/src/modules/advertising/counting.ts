import type { AdvertisingImpressions, AdvertisingPricing } from '@bazaar/contracts';
import type { Clock } from '../../lib/clock';
import type { Visitor } from '../../lib/visitor';
import type { LedgerService } from '../ledger';
import type { AdvertisingRepository, CampaignRow } from './advertising.repository';
import { checkImpressionToken, issueImpressionToken } from './impression-token';
import { accrue, type Billing } from './spend';

/**
 * How many views and clicks of one campaign are counted from one network address a day (an IPv4
 * address, an IPv6 /64), signed-in accounts behind it included (ADR 0089). Signed out, the
 * address is the visitor, so it counts once a day; these let a household or an office with
 * several accounts count a few more, and no one address more.
 */
export const ADDRESS_DAILY_LIMITS = { view: 20, click: 3 } as const;

export interface CountingDependencies {
  repository: AdvertisingRepository;
  ledger: Pick<LedgerService, 'balanceOf'>;
  clock: Clock;
  /** The api's key (the access-token key): impression tokens are signed with it. */
  secret: string;
  /** Stops a campaign whose seller's balance cannot pay its next billed unit. */
  stopForBalance: (campaignId: string) => Promise<unknown>;
}

const billingOf = (campaign: CampaignRow): Billing => ({
  pricing: campaign.pricing as AdvertisingPricing,
  bidMinor: campaign.bidMinor,
  dailyBudgetMinor: campaign.dailyBudgetMinor,
});

/** Whether a campaign is being served: active and not past its end date. */
export const isServing = (campaign: CampaignRow, today: string) =>
  campaign.state === 'active' && (campaign.endsOn === null || campaign.endsOn >= today);

/**
 * Counting views and clicks (ADR 0059, 0089). A view or click is counted once per visitor a day
 * and at most `ADDRESS_DAILY_LIMITS` times per address; a click only with an unused impression
 * token issued to this visitor for this campaign by a recent view. What is refused by a limit
 * or a token is recorded as not counted: not billed, not in statistics.
 */
export function createCounting({
  repository,
  ledger,
  clock,
  secret,
  stopForBalance,
}: CountingDependencies) {
  /**
   * Counts one visitor's view or click of a serving campaign and accrues what it bills. A
   * billable unit the seller's balance cannot pay stops the campaign instead. Answers whether
   * the campaign is being served.
   */
  async function count(
    visitor: Visitor,
    campaignId: string,
    kind: 'view' | 'click',
    token?: string,
  ): Promise<boolean> {
    const { day } = visitor;
    const now = clock.now();
    const campaign = await repository.findCampaign(campaignId);
    if (!campaign || !isServing(campaign, now.toISOString().slice(0, 10))) return false;
    // A view seen already today (a reload) counts nothing: answered without locking the day.
    if (kind === 'view' && (await repository.countedBefore(campaign.id, day, kind, visitor.key))) {
      return true;
    }
    const check =
      kind === 'click'
        ? checkImpressionToken({ secret }, token, campaign.id, visitor.holder, now)
        : null;
    // Read before the transaction: the ledger is another module's, on its own connection.
    const balance = await ledger.balanceOf(campaign.sellerId, campaign.currency);
    const outOfBalance = await repository.transaction(async (queries) => {
      // The day's row is locked first: counts from one address are checked and added in turn.
      const row = await queries.lockDay(campaign, day);
      const uncounted = () =>
        queries.updateDay(
          campaign.id,
          day,
          kind === 'view'
            ? { uncountedViews: row.uncountedViews + 1 }
            : { uncountedClicks: row.uncountedClicks + 1 },
        );
      if (check && (!check.ok || !(await queries.useToken(check.nonce, campaign.id, now)))) {
        await uncounted();
        return false;
      }
      // A reload, or a second click the same day: nothing to count, nothing abnormal.
      if (await queries.countedBefore(campaign.id, day, kind, visitor.key)) return false;
      const fromAddress = await queries.countedFromAddress(
        campaign.id,
        day,
        kind,
        visitor.addressKey,
      );
      if (fromAddress >= ADDRESS_DAILY_LIMITS[kind]) {
        await uncounted();
        return false;
      }
      await queries.recordImpression({
        campaignId: campaign.id,
        day,
        kind,
        visitorKey: visitor.key,
        addressKey: visitor.addressKey,
      });
      const counted = kind === 'view' ? { views: row.views + 1 } : { clicks: row.clicks + 1 };
      const accrual = accrue(billingOf(campaign), row.billedUnits, kind);
      if (accrual.billed) {
        const unpaid = await queries.unpaidSpendOf(campaign.sellerId);
        if (balance.amount_minor < unpaid + accrual.spendMinor - row.spendMinor) {
          await queries.updateDay(campaign.id, day, counted);
          return true;
        }
      }
      await queries.updateDay(campaign.id, day, {
        ...counted,
        billedUnits: accrual.billedUnits,
        spendMinor: accrual.spendMinor,
        exhausted: accrual.exhausted,
      });
      return false;
    });
    if (outOfBalance) await stopForBalance(campaign.id);
    return true;
  }

  return {
    /**
     * `POST /advertising/views`: counts the ads a page showed and answers an impression token
     * for each one being served, for its click; a bot's views count nothing and get none.
     */
    async recordViews(
      visitor: Visitor,
      campaignIds: readonly string[],
    ): Promise<AdvertisingImpressions> {
      if (visitor.isBot) return { impressions: [] };
      const impressions: AdvertisingImpressions['impressions'] = [];
      for (const id of new Set(campaignIds)) {
        if (!(await count(visitor, id, 'view'))) continue;
        impressions.push({
          campaign_id: id,
          token: issueImpressionToken({ secret }, id, visitor.holder, clock.now()),
        });
      }
      return { impressions };
    },

    /** `POST /advertising/clicks`: an ad opened, with its impression token; a bot's is not counted. */
    async recordClick(visitor: Visitor, campaignId: string, token?: string): Promise<void> {
      if (visitor.isBot) return;
      await count(visitor, campaignId, 'click', token);
    },

    /** Forgets used impression tokens older than a day (they expired long before). */
    async purgeUsedTokens(): Promise<void> {
      await repository.purgeUsedTokens(new Date(clock.now().getTime() - 24 * 60 * 60 * 1000));
    },
  };
}
