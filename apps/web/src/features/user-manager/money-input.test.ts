import { describe, expect, it } from 'vitest';
import { minorUnitsOf } from './money-input';

describe('an amount as typed', () => {
  it('reads whole units and cents with a point or a comma', () => {
    expect(minorUnitsOf('25')).toBe(2500);
    expect(minorUnitsOf('25.5')).toBe(2550);
    expect(minorUnitsOf(' 25,05 ')).toBe(2505);
  });

  it('refuses nothing, zero, negatives and fractions of a cent', () => {
    for (const text of ['', '0', '0.00', '-5', '1.005', 'ten'])
      expect(minorUnitsOf(text)).toBeNull();
  });
});
