import { describe, expect, it } from 'vitest';
import {
  addMonth,
  effectiveState,
  GRACE_DAYS,
  renewalPrice,
  upgradeCharge,
  DAY_MS,
} from './subscription-rules';

describe('renewalPrice', () => {
  it('charges the plan price to a store not connected through shopline', () => {
    expect(renewalPrice(1990, { connectedThroughShopline: false })).toEqual({
      amountMinor: 1990,
      discountPercent: 0,
    });
  });

  it('takes 10% off for a store connected through shopline, rounded down', () => {
    expect(renewalPrice(1990, { connectedThroughShopline: true })).toEqual({
      amountMinor: 1791,
      discountPercent: 10,
    });
    expect(renewalPrice(995, { connectedThroughShopline: true }).amountMinor).toBe(895);
    expect(renewalPrice(0, { connectedThroughShopline: true }).amountMinor).toBe(0);
  });

  it('refuses fractions and negative prices', () => {
    expect(() => renewalPrice(-1, { connectedThroughShopline: false })).toThrow(RangeError);
    expect(() => renewalPrice(1.5, { connectedThroughShopline: false })).toThrow(RangeError);
  });
});

describe('addMonth', () => {
  it('keeps the day and time', () => {
    expect(addMonth(new Date('2026-03-15T10:30:00Z')).toISOString()).toBe(
      '2026-04-15T10:30:00.000Z',
    );
  });
  it('ends a 31st on the last day of a shorter month and crosses the year', () => {
    expect(addMonth(new Date('2026-01-31T08:00:00Z')).toISOString()).toBe(
      '2026-02-28T08:00:00.000Z',
    );
    expect(addMonth(new Date('2026-12-31T08:00:00Z')).toISOString()).toBe(
      '2027-01-31T08:00:00.000Z',
    );
  });
});

describe('effectiveState', () => {
  const periodEnd = new Date('2026-05-01T00:00:00Z');
  const at = (ms: number) => new Date(periodEnd.getTime() + ms);

  it('is the stored state within the period', () => {
    expect(effectiveState({ state: 'trial', periodEnd }, at(-1))).toBe('trial');
    expect(effectiveState({ state: 'active', periodEnd }, at(-1))).toBe('active');
  });

  it('is grace for the grace days after the period, then expired', () => {
    expect(effectiveState({ state: 'trial', periodEnd }, at(0))).toBe('grace');
    expect(effectiveState({ state: 'active', periodEnd }, at(GRACE_DAYS * DAY_MS - 1))).toBe(
      'grace',
    );
    expect(effectiveState({ state: 'grace', periodEnd }, at(GRACE_DAYS * DAY_MS))).toBe('expired');
  });

  it('stays expired once expired', () => {
    expect(effectiveState({ state: 'expired', periodEnd }, at(-DAY_MS))).toBe('expired');
  });
});

describe('upgradeCharge', () => {
  const period = { start: new Date('2026-04-01T00:00:00Z'), end: new Date('2026-05-01T00:00:00Z') };

  it('charges the price difference for the part of the period ahead, rounded up', () => {
    expect(upgradeCharge(1990, 4990, period, new Date('2026-04-16T00:00:00Z'))).toBe(1500);
    expect(upgradeCharge(1990, 4990, period, period.start)).toBe(3000);
    expect(upgradeCharge(990, 1990, period, new Date('2026-04-21T00:00:00Z'))).toBe(334);
  });

  it('costs nothing for a cheaper plan or after the period', () => {
    expect(upgradeCharge(4990, 1990, period, period.start)).toBe(0);
    expect(upgradeCharge(990, 1990, period, period.end)).toBe(0);
  });
});
