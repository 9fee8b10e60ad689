import type { AdvertisingPricing } from '@bazaar/contracts';

/** What a campaign bills: its pricing, bid and daily budget. */
export interface Billing {
  pricing: AdvertisingPricing;
  bidMinor: number;
  dailyBudgetMinor: number;
}

/** The spend of `units` billed units on one day: clicks × bid, or views × bid / 1,000 (rounded down). */
export function spendOf({ pricing, bidMinor }: Billing, units: number): number {
  return pricing === 'cpc' ? units * bidMinor : Math.floor((units * bidMinor) / 1000);
}

/** Whether one more billed unit would take the day's spend past its budget: the ad is no longer served. */
export function isExhausted(billing: Billing, units: number): boolean {
  return spendOf(billing, units + 1) > billing.dailyBudgetMinor;
}

export interface Accrual {
  billed: boolean;
  billedUnits: number;
  spendMinor: number;
  exhausted: boolean;
}

/**
 * A counted view or click on a day that has billed `units` so far. Only the campaign's own unit
 * is billed (clicks for CPC, views for CPM), and only when the day's spend stays within the
 * budget: a unit that would cross it is counted but not billed, and the day is spent (ADR 0059).
 */
export function accrue(billing: Billing, units: number, kind: 'view' | 'click'): Accrual {
  const ownUnit = (billing.pricing === 'cpc') === (kind === 'click');
  const billed = ownUnit && spendOf(billing, units + 1) <= billing.dailyBudgetMinor;
  const billedUnits = billed ? units + 1 : units;
  return {
    billed,
    billedUnits,
    spendMinor: spendOf(billing, billedUnits),
    exhausted: isExhausted(billing, billedUnits),
  };
}
