import { z } from 'zod';
import { marketplaceSections } from './enums';
import { listingCard } from './listing-cards';
import { moneySchema } from './money';

/**
 * Advertising (issue 19, ADR 0059): a seller promotes one of their listings into a placement —
 * the home page, the pages of the listing's division, or search results — paying per click (CPC)
 * or per 1,000 views (CPM) from the prepaid balance, within a daily budget.
 */

export const advertisingPlacements = ['home', 'division', 'search'] as const;
export type AdvertisingPlacement = (typeof advertisingPlacements)[number];

export const advertisingPlacementLabels: Record<AdvertisingPlacement, string> = {
  home: 'Home page',
  division: 'Division pages',
  search: 'Search results',
};

export const advertisingPricings = ['cpc', 'cpm'] as const;
export type AdvertisingPricing = (typeof advertisingPricings)[number];

/** What the seller set: running, paused by the seller, or stopped for good. */
export const advertisingStates = ['active', 'paused', 'stopped'] as const;
export type AdvertisingState = (typeof advertisingStates)[number];

/** Why a campaign stopped for good. */
export const advertisingStopReasons = ['seller', 'administrator', 'balance'] as const;
export type AdvertisingStopReason = (typeof advertisingStopReasons)[number];

/**
 * Where a campaign stands now: `budget_spent` — today's budget is spent, it is served again
 * tomorrow; `ended` — its end date has passed; `stopped` — see its stop reason.
 */
export const advertisingStatuses = [
  'active',
  'paused',
  'budget_spent',
  'ended',
  'stopped',
] as const;
export type AdvertisingStatus = (typeof advertisingStatuses)[number];

/**
 * The share of a page ads may take: at most one card in six (2 of 12). A page of `cards`
 * listings shows at most `adSlotsFor(cards)` ads beside them.
 */
export const ADVERTISING_MAX_SHARE = { ads: 1, of: 6 } as const;
/** Ads one placement answers at most (a page of 12 cards). */
export const ADVERTISING_SLOTS_MAX = 2;
export function adSlotsFor(cards: number): number {
  return Math.min(
    ADVERTISING_SLOTS_MAX,
    Math.floor((Math.max(0, cards) * ADVERTISING_MAX_SHARE.ads) / ADVERTISING_MAX_SHARE.of),
  );
}

/**
 * How a CPC bid compares with a CPM bid: a click is taken to come with every hundred views
 * (a 1% click-through rate), so a CPC bid ranks as `bid × 10` per 1,000 views.
 */
export const ADVERTISING_ASSUMED_VIEWS_PER_CLICK = 100;
export function adRankOf(pricing: AdvertisingPricing, bidMinor: number): number {
  return pricing === 'cpm' ? bidMinor : (bidMinor * 1000) / ADVERTISING_ASSUMED_VIEWS_PER_CLICK;
}

/** Bounds of what a seller may set, in minor units. */
export const ADVERTISING_BID_MIN = 1;
export const ADVERTISING_BID_MAX = 100_000;
export const ADVERTISING_BUDGET_MIN = 100;
export const ADVERTISING_BUDGET_MAX = 10_000_000;
export const ADVERTISING_REASON_MAX = 500;
/** Ads one view beacon reports at most. */
export const ADVERTISING_VIEWS_MAX = 24;

const isoDay = z.iso.date();

export const advertisingCampaign = z
  .object({
    id: z.uuid(),
    listing: z.object({
      id: z.uuid(),
      title: z.string(),
      section: z.enum(marketplaceSections),
    }),
    seller: z.object({ id: z.uuid(), display_name: z.string() }),
    placement: z.enum(advertisingPlacements),
    pricing: z.enum(advertisingPricings),
    bid: moneySchema,
    daily_budget: moneySchema,
    /** The last day it runs (UTC), inclusive; null for no end. */
    ends_on: isoDay.nullable(),
    state: z.enum(advertisingStates),
    status: z.enum(advertisingStatuses),
    stop: z
      .object({
        reason: z.enum(advertisingStopReasons),
        note: z.string().nullable(),
        at: z.iso.datetime(),
      })
      .nullable(),
    today: z.object({
      views: z.number().int().nonnegative(),
      clicks: z.number().int().nonnegative(),
      spend: moneySchema,
    }),
    total: z.object({
      views: z.number().int().nonnegative(),
      clicks: z.number().int().nonnegative(),
      spend: moneySchema,
    }),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AdvertisingCampaign' });
export type AdvertisingCampaign = z.infer<typeof advertisingCampaign>;

export const advertisingCampaignList = z
  .object({ items: z.array(advertisingCampaign) })
  .meta({ id: 'AdvertisingCampaignList' });
export type AdvertisingCampaignList = z.infer<typeof advertisingCampaignList>;

/** `GET /advertising/campaigns`: the seller's own; administrators everyone's, filterable. */
export const advertisingCampaignsQuery = z.object({
  seller_id: z.uuid().optional(),
  placement: z.enum(advertisingPlacements).optional(),
  state: z.enum(advertisingStates).optional(),
});

const bidMinor = z.number().int().min(ADVERTISING_BID_MIN).max(ADVERTISING_BID_MAX);
const budgetMinor = z.number().int().min(ADVERTISING_BUDGET_MIN).max(ADVERTISING_BUDGET_MAX);

/** `POST /advertising/campaigns`: promote one of the seller's active listings. */
export const createAdvertisingCampaignBody = z.strictObject({
  listing_id: z.uuid(),
  placement: z.enum(advertisingPlacements),
  pricing: z.enum(advertisingPricings),
  bid_minor: bidMinor,
  daily_budget_minor: budgetMinor,
  ends_on: isoDay.nullable().optional(),
});
export type CreateAdvertisingCampaignBody = z.infer<typeof createAdvertisingCampaignBody>;

/** `PATCH /advertising/campaigns/{id}`: change the bid, budget, pricing or end date. */
export const updateAdvertisingCampaignBody = z
  .strictObject({
    pricing: z.enum(advertisingPricings).optional(),
    bid_minor: bidMinor.optional(),
    daily_budget_minor: budgetMinor.optional(),
    ends_on: isoDay.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Change at least one field.' });
export type UpdateAdvertisingCampaignBody = z.infer<typeof updateAdvertisingCampaignBody>;

/** `POST /advertising/campaigns/{id}/stop`: administrators give a reason (the seller reads it). */
export const stopAdvertisingCampaignBody = z.strictObject({
  reason: z.string().trim().min(1).max(ADVERTISING_REASON_MAX).optional(),
});

export const advertisingCampaignIdParams = z.object({ id: z.uuid() });

/** `GET /advertising/slots`: the ads of one placement for one page. */
export const advertisingSlotsQuery = z.object({
  placement: z.enum(advertisingPlacements),
  /** The division, for `division` (required) and `search` (optional). */
  section: z.enum(marketplaceSections).optional(),
  /** The words searched, for `search`. */
  q: z.string().trim().max(200).optional(),
  /** How many listing cards the page shows; ads take at most one in six of them. */
  cards: z.coerce.number().int().min(0).max(120).default(12),
});

export const advertisingSlot = z.object({ campaign_id: z.uuid(), listing: listingCard });
export type AdvertisingSlot = z.infer<typeof advertisingSlot>;
export const advertisingSlots = z
  .object({ items: z.array(advertisingSlot) })
  .meta({ id: 'AdvertisingSlots' });
export type AdvertisingSlots = z.infer<typeof advertisingSlots>;

/** `POST /advertising/views`: the ads a page actually showed (one beacon per page). */
export const advertisingViewsBody = z.object({
  campaign_ids: z.array(z.uuid()).min(1).max(ADVERTISING_VIEWS_MAX),
});
/**
 * The answer to `POST /advertising/views`: an impression token for each ad shown that is being
 * served (none for a bot). A click on the ad sends its token back (ADR 0089).
 */
export const advertisingImpressions = z
  .object({
    impressions: z.array(z.object({ campaign_id: z.uuid(), token: z.string() })),
  })
  .meta({ id: 'AdvertisingImpressions' });
export type AdvertisingImpressions = z.infer<typeof advertisingImpressions>;

/**
 * `POST /advertising/clicks`: an ad card opened, with the impression token the views beacon
 * answered for it; a click without a valid, unused token is not counted (ADR 0089).
 */
export const advertisingClickBody = z.object({
  campaign_id: z.uuid(),
  impression: z.string().max(200).optional(),
});
