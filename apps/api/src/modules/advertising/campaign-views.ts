import {
  isAdmin,
  type AdvertisingCampaign,
  type AdvertisingCampaignList,
  type AdvertisingPlacement,
  type AdvertisingPricing,
  type AdvertisingState,
  type AdvertisingStatus,
  type AdvertisingStopReason,
  type advertisingCampaignsQuery,
} from '@bazaar/contracts';
import type { z } from 'zod';
import { ForbiddenError, NotFoundError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import { ownerDisplayName } from '../users';
import type { AdvertisingRepository, CampaignRow } from './advertising.repository';

type CampaignsQuery = z.output<typeof advertisingCampaignsQuery>;

/** The day (`YYYY-MM-DD`, UTC) an instant falls on: spend and budgets are counted per day. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export const campaignNotFound = () => new NotFoundError('This campaign does not exist.');

function statusOf(
  campaign: CampaignRow,
  todayExhausted: boolean,
  today: string,
): AdvertisingStatus {
  if (campaign.state === 'stopped') return 'stopped';
  if (campaign.endsOn !== null && campaign.endsOn < today) return 'ended';
  if (campaign.state === 'paused') return 'paused';
  return todayExhausted ? 'budget_spent' : 'active';
}

export interface CampaignViewsDependencies {
  repository: AdvertisingRepository;
  clock: Clock;
}

/** Campaigns as sellers and administrators see them: settings, status and today's figures. */
export function createCampaignViews({ repository, clock }: CampaignViewsDependencies) {
  const today = () => dayOf(clock.now());

  async function toCampaigns(filter: Parameters<AdvertisingRepository['campaigns']>[0]) {
    const rows = await repository.campaigns(filter);
    const figures = new Map(
      (
        await repository.dayFigures(
          rows.map((row) => row.campaign.id),
          today(),
        )
      ).map((row) => [row.campaignId, row]),
    );
    return rows.map(({ campaign, listingTitle, owner, sellerProfile }): AdvertisingCampaign => {
      const day = figures.get(campaign.id);
      const money = (amount: number) => ({ amount_minor: amount, currency: campaign.currency });
      return {
        id: campaign.id,
        listing: { id: campaign.listingId, title: listingTitle, section: campaign.section },
        seller: { id: campaign.sellerId, display_name: ownerDisplayName({ owner, sellerProfile }) },
        placement: campaign.placement as AdvertisingPlacement,
        pricing: campaign.pricing as AdvertisingPricing,
        bid: money(campaign.bidMinor),
        daily_budget: money(campaign.dailyBudgetMinor),
        ends_on: campaign.endsOn,
        state: campaign.state as AdvertisingState,
        status: statusOf(campaign, day?.todayExhausted ?? false, today()),
        stop:
          campaign.state === 'stopped' && campaign.stopReason && campaign.stoppedAt
            ? {
                reason: campaign.stopReason as AdvertisingStopReason,
                note: campaign.stopNote,
                at: campaign.stoppedAt.toISOString(),
              }
            : null,
        today: {
          views: day?.todayViews ?? 0,
          clicks: day?.todayClicks ?? 0,
          spend: money(day?.todaySpend ?? 0),
        },
        total: {
          views: day?.views ?? 0,
          clicks: day?.clicks ?? 0,
          spend: money(day?.spend ?? 0),
        },
        created_at: campaign.createdAt.toISOString(),
      };
    });
  }

  return {
    /** One campaign as answered after a change; 404 when it does not exist. */
    async one(id: string): Promise<AdvertisingCampaign> {
      const [campaign] = await toCampaigns({ ids: [id] });
      if (!campaign) throw campaignNotFound();
      return campaign;
    },

    /** `GET /advertising/campaigns`. */
    async list(viewer: SignedInAccount, query: CampaignsQuery): Promise<AdvertisingCampaignList> {
      if (!isAdmin(viewer.type) && query.seller_id !== undefined && query.seller_id !== viewer.id) {
        throw new ForbiddenError(
          'FORBIDDEN',
          "Only administrators can see other sellers' campaigns.",
        );
      }
      const sellerId = isAdmin(viewer.type) ? query.seller_id : viewer.id;
      return {
        items: await toCampaigns({ sellerId, placement: query.placement, state: query.state }),
      };
    },
  };
}

export type CampaignViews = ReturnType<typeof createCampaignViews>;
