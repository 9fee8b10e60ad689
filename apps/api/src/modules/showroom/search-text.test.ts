import { describe, expect, it } from 'vitest';
import type { WordSpelling } from '../listings';
import { fullTextQueryOf, searchWordsOf } from './search-text';

const known = (word: string): WordSpelling => ({ word, known: true, near: [] });
const unknown = (word: string, near: string[]): WordSpelling => ({ word, known: false, near });

describe('the full-text query of a search text', () => {
  it('takes every word as a prefix, and adds the corrections of a word no listing uses', () => {
    expect(fullTextQueryOf([known('iphon'), known('15')])).toEqual({ tsquery: 'iphon:* & 15:*' });
    expect(fullTextQueryOf([unknown('iphnoe', ['iphone', 'iphofen'])])).toEqual({
      tsquery: '(iphnoe:* | iphone | iphofen)',
    });
  });

  it('does not correct short words and numbers', () => {
    expect(fullTextQueryOf([unknown('tv', ['tvs']), unknown('2019', ['2018'])])).toEqual({
      tsquery: 'tv:* & 2019:*',
    });
  });

  it('matches a single letter as itself, and leaves out one still being typed', () => {
    expect(fullTextQueryOf(searchWordsOf('e-bike').map(known))).toEqual({
      tsquery: 'e & bike:*',
    });
    expect(fullTextQueryOf(searchWordsOf('harry p').map(known))).toEqual({ tsquery: 'harry:*' });
    expect(fullTextQueryOf([known('a')])).toEqual({ tsquery: 'a' });
  });

  it('has no query without words', () => {
    expect(searchWordsOf(' -- ')).toEqual([]);
    expect(fullTextQueryOf([])).toBeUndefined();
  });
});
