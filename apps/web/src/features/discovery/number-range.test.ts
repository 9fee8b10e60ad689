import { describe, expect, it } from 'vitest';
import { parseTypedNumber, typedRange } from './number-range';

describe('parseTypedNumber', () => {
  it('reads numbers as people type them', () => {
    expect(parseTypedNumber(' 250 ')).toBe(250);
    expect(parseTypedNumber('1.500')).toBe(1500);
    expect(parseTypedNumber('1,500,000')).toBe(1_500_000);
    expect(parseTypedNumber('2,5')).toBe(2.5);
    expect(parseTypedNumber('2.75')).toBe(2.75);
    expect(parseTypedNumber('')).toBeNull();
    expect(parseTypedNumber('cheap')).toBeNull();
  });
});

describe('typedRange', () => {
  it('keeps open ends open and swaps reversed bounds', () => {
    expect(typedRange('100', '')).toEqual({ min: 100 });
    expect(typedRange('', '80')).toEqual({ max: 80 });
    expect(typedRange('500', '100')).toEqual({ min: 100, max: 500 });
    expect(typedRange('', 'x')).toBeUndefined();
    expect(typedRange('-5', '')).toEqual({ min: 0 });
  });
});
