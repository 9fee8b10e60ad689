import {
  adRankOf,
  adSlotsFor,
  advertisingPlacementLabels,
  isAdmin,
  normalizeSearchText,
  PREPAY_CURRENCY,
  type AdvertisingCampaign,
  type AdvertisingCampaignList,
  type AdvertisingPlacement,
  type AdvertisingPricing,
  type AdvertisingSlots,
  type AdvertisingState,
  type AdvertisingStatus,
  type AdvertisingStopReason,
  type advertisingCampaignsQuery,
  type advertisingSlotsQuery,
  type CreateAdvertisingCampaignBody,
  type UpdateAdvertisingCampaignBody,
} from '@bazaar/contracts';
import type { z } from 'zod';
import { isUniqueViolation } from '../../db/errors';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import { systemClock, type Clock } from '../../lib/clock';
import type { DomainEventPublisher } from '../domain-events';
import type { LedgerService } from '../ledger';
import { toListingCard, type ListingsService } from '../listings';
import { ownerDisplayName } from '../users';
import type { AdvertisingRepository, CampaignRow } from './advertising.repository';
import { createCounting } from './counting';
import { isExhausted, type Billing } from './spend';

type CampaignsQuery = z.output<typeof advertisingCampaignsQuery>;
type SlotsQuery = z.output<typeof advertisingSlotsQuery>;

/** Days of spend one run of the charge job claims at most. */
const CHARGE_BATCH_DAYS = 500;

export interface AdvertisingServiceDependencies {
  repository: AdvertisingRepository;
  ledger: Pick<LedgerService, 'charge' | 'balanceOf'>;
  listings: Pick<ListingsService, 'coverPictures'>;
  events: Pick<DomainEventPublisher, 'publish' | 'deliver'>;
  clock?: Clock;
  /** The api's key (the access-token key): impression tokens are signed with it. */
  secret: string;
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The words of a search as a prefix `to_tsquery` text (letters and digits only), or undefined. */
export function searchTsquery(q: string | undefined): string | undefined {
  if (!q) return undefined;
  const words = normalizeSearchText(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

function isInsufficientBalance(error: unknown): boolean {
  return error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE';
}

export function createAdvertisingService({
  repository,
  ledger,
  listings,
  events,
  clock = systemClock,
  secret,
}: AdvertisingServiceDependencies) {
  const today = () => dayOf(clock.now());
  const notFound = () => new NotFoundError('This campaign does not exist.');

  function statusOf(campaign: CampaignRow, todayExhausted: boolean): AdvertisingStatus {
    if (campaign.state === 'stopped') return 'stopped';
    if (campaign.endsOn !== null && campaign.endsOn < today()) return 'ended';
    if (campaign.state === 'paused') return 'paused';
    return todayExhausted ? 'budget_spent' : 'active';
  }

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
        status: statusOf(campaign, day?.todayExhausted ?? false),
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

  async function one(id: string): Promise<AdvertisingCampaign> {
    const [campaign] = await toCampaigns({ ids: [id] });
    if (!campaign) throw notFound();
    return campaign;
  }

  /** The campaign `viewer` may change: their own, or (administrators) any; 404 for anyone else's. */
  async function owned(viewer: SignedInAccount, id: string): Promise<CampaignRow> {
    const campaign = await repository.findCampaign(id);
    if (!campaign || (campaign.sellerId !== viewer.id && !isAdmin(viewer.type))) throw notFound();
    return campaign;
  }

  function checkEndsOn(endsOn: string | null | undefined) {
    if (endsOn && endsOn < today()) {
      throw new ValidationError([{ field: 'ends_on', message: 'End today or later' }]);
    }
  }

  function checkBudget(billing: Billing) {
    if (billing.pricing === 'cpc' && billing.bidMinor > billing.dailyBudgetMinor) {
      throw new ValidationError([
        { field: 'daily_budget_minor', message: 'Make the daily budget at least one click' },
      ]);
    }
  }

  async function requireBalance(sellerId: string) {
    const balance = await ledger.balanceOf(sellerId);
    if (balance.amount_minor <= 0) {
      throw new ForbiddenError(
        'INSUFFICIENT_BALANCE',
        'Your prepaid balance is empty. Top up your balance to run ads.',
      );
    }
  }

  /** Stops a campaign for good and, for an administrator or an empty balance, tells its seller. */
  async function stop(
    campaignId: string,
    reason: AdvertisingStopReason,
    note: string | null,
    stoppedBy: string | null,
  ): Promise<boolean> {
    const eventId = await repository.transaction(async (queries, tx) => {
      const campaign = await queries.findCampaign(campaignId, true);
      if (!campaign || campaign.state === 'stopped') return undefined;
      const at = clock.now();
      await queries.updateCampaign(campaignId, {
        state: 'stopped',
        stopReason: reason,
        stopNote: note,
        stoppedAt: at,
        stoppedBy,
      });
      if (reason === 'seller') return null;
      const listing = await queries.listingForPromotion(campaign.listingId);
      return events.publish(
        tx,
        'advertising.campaign_stopped',
        {
          campaign_id: campaign.id,
          seller_id: campaign.sellerId,
          listing_title: listing?.title ?? 'your listing',
          reason,
          note,
        },
        at,
      );
    });
    if (eventId) await events.deliver(eventId);
    return eventId !== undefined;
  }

  const counting = createCounting({
    repository,
    ledger,
    clock,
    secret,
    stopForBalance: (campaignId) => stop(campaignId, 'balance', null, null),
  });

  return {
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

    /** `POST /advertising/campaigns`: the seller promotes one of their visible listings. */
    async create(
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
      if (!listing.visible) {
        throw new ConflictError('Only active, published listings can be promoted.');
      }
      checkEndsOn(body.ends_on);
      checkBudget({
        pricing: body.pricing,
        bidMinor: body.bid_minor,
        dailyBudgetMinor: body.daily_budget_minor,
      });
      await requireBalance(viewer.id);
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
    },

    /** `PATCH /advertising/campaigns/{id}`: the owner changes bid, budget, pricing or end date. */
    async update(
      viewer: SignedInAccount,
      id: string,
      body: UpdateAdvertisingCampaignBody,
    ): Promise<AdvertisingCampaign> {
      const campaign = await owned(viewer, id);
      if (campaign.sellerId !== viewer.id) {
        throw new ForbiddenError('FORBIDDEN', 'Only the seller changes a campaign.');
      }
      if (campaign.state === 'stopped') {
        throw new ConflictError('This campaign has stopped. Create a new one.');
      }
      checkEndsOn(body.ends_on);
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
      const campaign = await owned(viewer, id);
      if (campaign.sellerId !== viewer.id) {
        throw new ForbiddenError('FORBIDDEN', 'Only the seller pauses or resumes a campaign.');
      }
      if (campaign.state === 'stopped') {
        throw new ConflictError('This campaign has stopped. Create a new one.');
      }
      if (running) await requireBalance(campaign.sellerId);
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
      const campaign = await owned(viewer, id);
      if (campaign.state === 'stopped')
        throw new ConflictError('This campaign has stopped already.');
      if (campaign.sellerId === viewer.id) {
        await stop(id, 'seller', reason ?? null, viewer.id);
      } else {
        if (!reason) {
          throw new ValidationError([{ field: 'reason', message: 'Tell the seller why' }]);
        }
        await stop(id, 'administrator', reason, viewer.id);
      }
      return one(id);
    },

    /** `GET /advertising/slots`: the ads of a page, at most one card in six. */
    async slots(query: SlotsQuery): Promise<AdvertisingSlots> {
      const limit = adSlotsFor(query.cards);
      if (limit === 0 || (query.placement === 'division' && !query.section)) return { items: [] };
      const tsquery = query.placement === 'search' ? searchTsquery(query.q) : undefined;
      if (query.placement === 'search' && !tsquery) return { items: [] };
      const rows = await repository.slots({
        placement: query.placement,
        section: query.placement === 'home' ? undefined : query.section,
        tsquery,
        today: today(),
        limit,
      });
      const covers = await listings.coverPictures(rows.map((row) => row.id));
      return {
        items: rows.map((row) => {
          const cover = covers.get(row.id);
          return {
            campaign_id: row.campaignId,
            listing: toListingCard(row, cover ? { url: cover.url, alt: cover.alt } : null),
          };
        }),
      };
    },

    recordViews: counting.recordViews,
    recordClick: counting.recordClick,
    purgeUsedTokens: counting.purgeUsedTokens,

    /**
     * The charge job: claims the spend not charged yet in batches and charges each from the
     * seller's balance (idempotent per batch); a balance too low stops the campaign.
     */
    async chargeSpend(): Promise<{ charged: number; failed: number }> {
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
          await stop(charge.campaignId, 'balance', null, null);
          failed += 1;
        }
      }
      return { charged, failed };
    },
  };
}

export type AdvertisingService = ReturnType<typeof createAdvertisingService>;
