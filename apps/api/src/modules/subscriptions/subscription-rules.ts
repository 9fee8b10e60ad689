import { SHOPLINE_DISCOUNT_PERCENT, type SubscriptionState } from '@bazaar/contracts';

/*
 * The pure rules of subscriptions (ADR 0058): what a renewal costs, how the state follows from
 * the period and the clock, and what an upgrade in the middle of a month costs.
 */

export const DAY_MS = 86_400_000;
/** After a renewal failed for want of balance, publishing goes on this long, then it expires. */
export const GRACE_DAYS = 7;
/** "Your trial ends soon" this long before its end. */
export const TRIAL_ENDING_NOTICE_DAYS = 3;

export interface RenewalPrice {
  amountMinor: number;
  discountPercent: number;
}

/**
 * What a paid month of a plan costs: its price, less 10% for a store connected through shopline
 * (spec §1, §9: "after the global trial period" — the trial itself costs nothing, so the
 * discount applies to every paid month). The discounted price is rounded down, in the seller's
 * favour.
 */
export function renewalPrice(
  priceMinor: number,
  { connectedThroughShopline }: { connectedThroughShopline: boolean },
): RenewalPrice {
  if (!Number.isSafeInteger(priceMinor) || priceMinor < 0) {
    throw new RangeError(`a plan's price is a whole, non-negative amount (got ${priceMinor})`);
  }
  if (!connectedThroughShopline) return { amountMinor: priceMinor, discountPercent: 0 };
  return {
    amountMinor: Math.floor((priceMinor * (100 - SHOPLINE_DISCOUNT_PERCENT)) / 100),
    discountPercent: SHOPLINE_DISCOUNT_PERCENT,
  };
}

/** The same day and time a calendar month later (the 31st becomes the month's last day), UTC. */
export function addMonth(from: Date): Date {
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(from);
  next.setUTCDate(1);
  next.setUTCMonth(month % 12);
  if (month === 12) next.setUTCFullYear(year + 1);
  next.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return next;
}

export const graceEndOf = (periodEnd: Date) => new Date(periodEnd.getTime() + GRACE_DAYS * DAY_MS);

/**
 * The state a subscription is in at `now`: within its period, the stored one (trial or active);
 * after it, grace for GRACE_DAYS while a renewal is awaited, then expired.
 */
export function effectiveState(
  row: { state: SubscriptionState; periodEnd: Date },
  now: Date,
): SubscriptionState {
  if (row.state === 'expired') return 'expired';
  if (now < row.periodEnd) return row.state === 'grace' ? 'active' : row.state;
  return now < graceEndOf(row.periodEnd) ? 'grace' : 'expired';
}

/**
 * What moving to a dearer plan costs now: the difference of the monthly prices for the part of
 * the paid period still ahead, rounded up to the cent (never below zero).
 */
export function upgradeCharge(
  fromMinor: number,
  toMinor: number,
  period: { start: Date; end: Date },
  now: Date,
): number {
  const total = period.end.getTime() - period.start.getTime();
  const left = Math.min(total, Math.max(0, period.end.getTime() - now.getTime()));
  if (toMinor <= fromMinor || total <= 0) return 0;
  return Math.ceil(((toMinor - fromMinor) * left) / total);
}
