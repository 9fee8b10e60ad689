import { describe, expect, it } from 'vitest';
import { accrue, isExhausted, spendOf } from './spend';

const cpc = { pricing: 'cpc', bidMinor: 60, dailyBudgetMinor: 500 } as const;
const cpm = { pricing: 'cpm', bidMinor: 250, dailyBudgetMinor: 100 } as const;

describe('advertising spend', () => {
  it('bills clicks of a CPC campaign until the next one would pass the budget', () => {
    let units = 0;
    let spend = 0;
    for (let click = 0; click < 20; click += 1) {
      const accrual = accrue(cpc, units, 'click');
      units = accrual.billedUnits;
      spend = accrual.spendMinor;
    }
    expect(units).toBe(8);
    expect(spend).toBe(480);
    expect(isExhausted(cpc, units)).toBe(true);
  });

  it('marks the day spent with the click that leaves less than a bid', () => {
    expect(accrue(cpc, 7, 'click')).toEqual({
      billed: true,
      billedUnits: 8,
      spendMinor: 480,
      exhausted: true,
    });
  });

  it('does not bill views of a CPC campaign nor clicks of a CPM one', () => {
    expect(accrue(cpc, 2, 'view').billed).toBe(false);
    expect(accrue(cpm, 2, 'click').billed).toBe(false);
  });

  it('bills views per thousand, rounded down, within the budget', () => {
    expect(spendOf(cpm, 3)).toBe(0);
    expect(spendOf(cpm, 4)).toBe(1);
    expect(accrue(cpm, 399, 'view')).toMatchObject({
      billed: true,
      spendMinor: 100,
      exhausted: false,
    });
    expect(accrue(cpm, 403, 'view')).toMatchObject({
      billed: false,
      spendMinor: 100,
      exhausted: true,
    });
  });
});
