import { describe, expect, it } from 'vitest';
import { containsWord, flagsOf, type SavedListingFacts } from './moderation-rules';

const plain: SavedListingFacts = {
  title: 'Oak dining table',
  description: 'Solid oak, seats six.',
  priceMinor: 30_000,
  median: { value: 30_000, count: 10 },
  ownerRecentCount: 1,
  created: true,
};

describe('the moderation rules', () => {
  it('flag nothing in an ordinary listing', () => {
    expect(flagsOf(plain, ['replica'])).toEqual([]);
  });

  it('flag a listed word in the title or description as a whole word, whatever its case', () => {
    expect(flagsOf({ ...plain, description: 'A REPLICA of a classic.' }, ['replica'])).toEqual([
      'words',
    ]);
    expect(containsWord('Replicated joints', 'replica')).toBe(false);
    expect(containsWord('Fake-Rolex inside', 'fake-rolex')).toBe(true);
    expect(containsWord('Größe: übergroß', 'übergroß')).toBe(true);
  });

  it('flag a price below a third or above three times the median', () => {
    expect(flagsOf({ ...plain, priceMinor: 9_999 }, [])).toEqual(['price']);
    expect(flagsOf({ ...plain, priceMinor: 10_000 }, [])).toEqual([]);
    expect(flagsOf({ ...plain, priceMinor: 90_000 }, [])).toEqual([]);
    expect(flagsOf({ ...plain, priceMinor: 90_001 }, [])).toEqual(['price']);
  });

  it('trust a median only where the node has enough listings', () => {
    expect(flagsOf({ ...plain, priceMinor: 1, median: { value: 30_000, count: 4 } }, [])).toEqual(
      [],
    );
  });

  it('flag a new listing beyond the burst limit, not an edit', () => {
    expect(flagsOf({ ...plain, ownerRecentCount: 11 }, [])).toEqual(['burst']);
    expect(flagsOf({ ...plain, ownerRecentCount: 10 }, [])).toEqual([]);
    expect(flagsOf({ ...plain, ownerRecentCount: 11, created: false }, [])).toEqual([]);
  });
});
