import { describe, expect, it } from 'vitest';
import { comparisonListingsQuery } from './comparison';
import {
  adjustComparisonCount,
  COMPARISON_MAX,
  removeComparisonIds,
  toggleComparisonId,
} from './comparison-rules';

const A = '0b4f1c52-6d1e-4c5e-9a39-2f5d1c7e0a01';
const B = '0b4f1c52-6d1e-4c5e-9a39-2f5d1c7e0a02';
const C = '0b4f1c52-6d1e-4c5e-9a39-2f5d1c7e0a03';

describe('toggleComparisonId', () => {
  it('adds an id that is not there, at the end', () => {
    expect(toggleComparisonId([A], B)).toEqual([A, B]);
  });

  it('starts a list from nothing', () => {
    expect(toggleComparisonId(undefined, A)).toEqual([A]);
    expect(toggleComparisonId([], A)).toEqual([A]);
  });

  it('removes an id that is there, keeping the order of the rest', () => {
    expect(toggleComparisonId([A, B, C], B)).toEqual([A, C]);
  });

  it('turns an emptied list into undefined', () => {
    expect(toggleComparisonId([A], A)).toBeUndefined();
  });

  it('leaves the list it was given alone', () => {
    const ids = [A, B];
    toggleComparisonId(ids, A);
    toggleComparisonId(ids, C);
    expect(ids).toEqual([A, B]);
  });
});

describe('removeComparisonIds', () => {
  it('takes out every id of the set', () => {
    expect(removeComparisonIds([A, B, C], new Set([A, C]))).toEqual([B]);
  });

  it('ignores ids that are not in the list', () => {
    expect(removeComparisonIds([A, B], new Set([C]))).toEqual([A, B]);
  });

  it('turns an emptied or missing list into undefined', () => {
    expect(removeComparisonIds([A, B], new Set([A, B]))).toBeUndefined();
    expect(removeComparisonIds(undefined, new Set([A]))).toBeUndefined();
  });
});

describe('adjustComparisonCount', () => {
  it('moves the count by a signed delta', () => {
    expect(adjustComparisonCount(2, 3)).toBe(5);
    expect(adjustComparisonCount(5, -2)).toBe(3);
  });

  it('never goes below 0', () => {
    expect(adjustComparisonCount(1, -3)).toBe(0);
    expect(adjustComparisonCount(0, -1)).toBe(0);
  });
});

describe('comparisonListingsQuery', () => {
  it('reads comma-separated ids, trimmed, without repeats or empties', () => {
    expect(comparisonListingsQuery.parse({ ids: ` ${A}, ${B},,${A} ` }).ids).toEqual([A, B]);
  });

  it('refuses something that is not an id', () => {
    expect(comparisonListingsQuery.safeParse({ ids: `${A},not-an-id` }).success).toBe(false);
  });

  it(`refuses more than ${COMPARISON_MAX} ids`, () => {
    const ids = Array.from(
      { length: COMPARISON_MAX + 1 },
      (_, i) => `0b4f1c52-6d1e-4c5e-9a39-${String(i).padStart(12, '0')}`,
    );
    expect(comparisonListingsQuery.safeParse({ ids: ids.join(',') }).success).toBe(false);
  });
});
