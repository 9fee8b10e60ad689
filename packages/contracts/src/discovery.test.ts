import { describe, expect, it } from 'vitest';
import { crossSearchQuery, searchQuery, showroomListingsQuery } from './discovery';
import { decodeFilters, encodeFilters, type SearchFilterState } from './discovery-filters';
import { marketplaceSections } from './enums';
import { isCrossSearchEnabled, searchDivisions } from './search-divisions';

describe('encodeFilters', () => {
  it('writes a compact, readable text in a fixed order', () => {
    const state: SearchFilterState = {
      parameters: { year: { min: 2015 }, fuel: ['petrol', 'diesel'], balcony: true },
      radius_km: 25,
      postcode: '10115',
      price: { min: 100, max: 500 },
    };
    expect(encodeFilters(state)).toBe(
      'price:100..500;postcode:10115;radius:25;balcony;fuel:diesel,petrol;year:2015..',
    );
  });

  it('gives the same text for the same filters in any order', () => {
    const a = encodeFilters({ parameters: { colour: ['white', 'black'], size: ['m'] } });
    const b = encodeFilters({ parameters: { size: ['m'], colour: ['black', 'white', 'black'] } });
    expect(a).toBe(b);
  });

  it('leaves out empty filters', () => {
    expect(encodeFilters({ price: {}, postcode: ' ', parameters: { colour: [], year: {} } })).toBe(
      '',
    );
  });

  it('escapes characters a URL or the syntax would change', () => {
    const text = encodeFilters({ parameters: { colour: ['Sage green', 'a,b;c:d..e', 'Grün'] } });
    expect(text).toMatch(/^[A-Za-z0-9_~:,;.-]+$/);
    expect(decodeFilters(text)?.parameters['colour']).toEqual(['Grün', 'Sage green', 'a,b;c:d..e']);
  });

  it('survives URLSearchParams in both directions', () => {
    const state: SearchFilterState = {
      price: { max: 99.5 },
      postcode: 'SW1A 1AA',
      parameters: { kind: ['holiday apartment'], furnished: true },
    };
    const url = new URLSearchParams({ filters: encodeFilters(state) }).toString();
    const back = new URLSearchParams(url).get('filters')!;
    expect(decodeFilters(back)).toEqual(state);
  });
});

describe('decodeFilters', () => {
  it('reads back what encodeFilters wrote', () => {
    const state: SearchFilterState = {
      price: { min: 0, max: 1200 },
      radius_km: 50,
      postcode: '80331',
      parameters: { rooms: { min: 2, max: 3.5 }, offer: ['rent'], organic: true },
    };
    expect(decodeFilters(encodeFilters(state))).toEqual(state);
  });

  it('reads an empty text as no filters', () => {
    expect(decodeFilters('')).toEqual({ parameters: {} });
  });

  it.each([
    ['a key twice', 'fuel:diesel;fuel:petrol'],
    ['an upper-case key', 'Fuel:diesel'],
    ['a reversed range', 'year:2020..2010'],
    ['an empty range', 'year:..'],
    ['a negative price', 'price:-5..10'],
    ['a price that is not a range', 'price:cheap'],
    ['a bare price', 'price'],
    ['a radius that is not a number', 'radius:far'],
    ['a raw special character', 'colour:sage green'],
    ['a broken escape', 'colour:~G1'],
    ['an empty option', 'colour:black,'],
    ['too many entries', Array.from({ length: 31 }, (_, i) => `k${i}`).join(';')],
  ])('refuses %s', (_, text) => {
    expect(decodeFilters(text)).toBeNull();
  });
});

describe('showroomListingsQuery', () => {
  it('reads the filter text and applies the search-text rule', () => {
    const query = showroomListingsQuery.parse({
      section: 'automarket',
      q: `  ${'word '.repeat(60)} `,
      filters: 'fuel:diesel;year:2015..',
      radius_km: '25',
    });
    expect(query.q!.length).toBeLessThanOrEqual(250);
    expect(query.filters?.parameters).toEqual({ fuel: ['diesel'], year: { min: 2015 } });
    expect(query.radius_km).toBe(25);
    expect(query.limit).toBe(24);
  });

  it('names the field of bad filters and a reversed price range', () => {
    const bad = showroomListingsQuery.safeParse({ section: 'catalog', filters: 'x:..' });
    expect(bad.error?.issues[0]?.path).toEqual(['filters']);
    const reversed = showroomListingsQuery.safeParse({
      section: 'catalog',
      price_min: '50',
      price_max: '10',
    });
    expect(reversed.error?.issues[0]?.path).toEqual(['price_max']);
  });
});

describe('search and cross-search queries', () => {
  it('refuses a blank search text', () => {
    expect(searchQuery.safeParse({ division: 'catalog', q: '   ' }).success).toBe(false);
  });

  it('searches every division, the three tabs of the spec first', () => {
    expect(searchDivisions).toEqual([
      'catalog',
      'flea-market',
      'services',
      'food',
      'automarket',
      'property',
    ]);
    expect(new Set(searchDivisions)).toEqual(new Set(marketplaceSections));
    expect(searchQuery.safeParse({ division: 'food', q: 'bread' }).success).toBe(true);
    expect(searchQuery.safeParse({ division: 'bakery', q: 'bread' }).success).toBe(false);
  });

  it('cuts a 300-character cross-search text as §5 says', () => {
    const text = `${'abcd '.repeat(60)}`;
    const query = crossSearchQuery.parse({ division: 'catalog', q: text });
    expect(query.q.length).toBeLessThanOrEqual(250);
    expect(query.q.endsWith('abcd')).toBe(true);
  });

  it('skips cross-search for a blank text and for services', () => {
    expect(isCrossSearchEnabled('catalog', 'lamp')).toBe(true);
    expect(isCrossSearchEnabled('catalog', '  ')).toBe(false);
    expect(isCrossSearchEnabled('services', 'plumber')).toBe(false);
  });
});
