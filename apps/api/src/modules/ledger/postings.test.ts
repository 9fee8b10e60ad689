import { describe, expect, it } from 'vitest';
import { planLegs, reversedLegs } from './postings';

const holder = { kind: 'prepaid_balance' as const, ownerId: 'seller-1', currency: 'EUR' };

describe('planLegs', () => {
  it('moves a top-up from the platform account to the balance, summing to zero', () => {
    const legs = planLegs(holder, 'payment_clearing', 2000);
    expect(legs).toEqual([
      { account: holder, amountMinor: 2000 },
      { account: { kind: 'payment_clearing', ownerId: null, currency: 'EUR' }, amountMinor: -2000 },
    ]);
    expect(legs.reduce((sum, leg) => sum + leg.amountMinor, 0)).toBe(0);
  });

  it('refuses a zero or fractional amount', () => {
    expect(() => planLegs(holder, 'platform_revenue', 0)).toThrow(RangeError);
    expect(() => planLegs(holder, 'platform_revenue', 12.5)).toThrow(RangeError);
  });
});

describe('reversedLegs', () => {
  it('undoes every entry of a charge', () => {
    const charge = planLegs(holder, 'promotion_spend', -750).map((leg) => ({
      entry: { amountMinor: leg.amountMinor },
      account: leg.account,
    }));
    expect(reversedLegs(charge).map((leg) => leg.amountMinor)).toEqual([750, -750]);
  });
});
