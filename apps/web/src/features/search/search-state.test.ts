import { describe, expect, it } from 'vitest';
import { searchDivisions } from '@bazaar/contracts';
import { readSearchPageState, runsSearch, searchPageQuery } from './search-state';

const read = (query: string) => readSearchPageState(new URLSearchParams(query));

describe('search page state', () => {
  it('reads the text and the tab, the catalog tab by default', () => {
    expect(read('search=lamp&section=services')).toEqual({ text: 'lamp', division: 'services' });
    expect(read('search=lamp')).toEqual({ text: 'lamp', division: 'catalog' });
    expect(read('section=food')).toEqual({ text: '', division: 'food' });
    expect(read('search=golf&section=automarket')).toEqual({
      text: 'golf',
      division: 'automarket',
    });
    expect(read('section=bakery')).toEqual({ text: '', division: 'catalog' });
  });

  it('cuts a 300-character text as the search-text rule says', () => {
    const text = `${'abcdefghi '.repeat(30)}`;
    const state = read(new URLSearchParams({ search: text }).toString());
    expect(state.text.length).toBeLessThanOrEqual(250);
    expect(text.startsWith(state.text)).toBe(true);
    expect(state.text.endsWith('abcdefghi')).toBe(true);
  });

  it('writes the address back, leaving defaults out', () => {
    expect(searchPageQuery({ text: 'red lamp', division: 'flea-market' })).toBe(
      'search=red+lamp&section=flea-market',
    );
    expect(searchPageQuery({ text: '', division: 'catalog' })).toBe('');
  });

  it('runs only the open tab, and only for a non-blank text', () => {
    const state = { text: 'lamp', division: 'flea-market' } as const;
    expect(searchDivisions.filter((division) => runsSearch(division, state))).toEqual([
      'flea-market',
    ]);
    expect(runsSearch('flea-market', { ...state, text: '' })).toBe(false);
    expect(runsSearch('flea-market', { ...state, text: '   ' })).toBe(false);
  });
});
