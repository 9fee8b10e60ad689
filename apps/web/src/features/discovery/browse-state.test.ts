import { describe, expect, it } from 'vitest';
import { SEARCH_TEXT_MAX_LENGTH, type SearchFilter } from '@bazaar/contracts';
import {
  activeFilterCount,
  appliedSort,
  browseQueryString,
  emptyBrowseState,
  filtersForAnotherNode,
  offeredFilters,
  readBrowseState,
  showroomListingsParams,
  sortOptions,
  withFilters,
  type BrowseState,
} from './browse-state';
import { readableParams } from '@/lib/search/page-params';

const NODE = '5f0c8a4e-3b7d-4c1e-9a2f-6d8e1b3c5a7f';

const read = (query: string) => readBrowseState(new URLSearchParams(query));

describe('readBrowseState', () => {
  it('reads every parameter of a result page', () => {
    expect(
      read(
        `search=road+bike&category=bikes&node=${NODE}&sort=price_asc&map=1` +
          '&filters=price:100..500;postcode:10115;radius:25;brand:cube,trek',
      ),
    ).toEqual({
      search: 'road bike',
      category: 'bikes',
      node: NODE,
      sort: 'price_asc',
      map: true,
      filters: {
        price: { min: 100, max: 500 },
        postcode: '10115',
        radius_km: 25,
        parameters: { brand: ['cube', 'trek'] },
      },
    });
  });

  it('leaves out what is malformed instead of refusing the page', () => {
    expect(read('category=Not%20A%20Slug&node=42&sort=cheapest&map=yes&filters=%%%')).toEqual(
      emptyBrowseState,
    );
  });

  it('cuts the search text to the search-text rule', () => {
    const state = read(`search=${encodeURIComponent(`  ${'word '.repeat(70)}`)}`);
    expect(state.search.length).toBeLessThanOrEqual(SEARCH_TEXT_MAX_LENGTH);
    expect(state.search.endsWith('word')).toBe(true);
  });

  it("takes the first value of a repeated parameter from a page's searchParams", () => {
    expect(readBrowseState(readableParams({ sort: ['price_desc', 'newest'] })).sort).toBe(
      'price_desc',
    );
  });
});

describe('browseQueryString', () => {
  it('gives the same address for the same results', () => {
    const state = read('map=1&sort=price_desc&filters=fuel:petrol,diesel&search=golf');
    const query = browseQueryString(state);
    expect(query).toBe('search=golf&filters=fuel%3Adiesel%2Cpetrol&sort=price_desc&map=1');
    expect(browseQueryString(read(query))).toBe(query);
  });

  it('leaves defaults out', () => {
    expect(browseQueryString(emptyBrowseState)).toBe('');
  });

  it('drops a sort the state does not offer', () => {
    expect(browseQueryString({ ...emptyBrowseState, sort: 'distance' })).toBe('');
    expect(browseQueryString({ ...emptyBrowseState, sort: 'relevance' })).toBe('');
  });
});

describe('sorts', () => {
  it('offers relevance only for a search text and distance only around a postcode', () => {
    expect(sortOptions(emptyBrowseState)).toEqual(['newest', 'price_asc', 'price_desc']);
    expect(sortOptions({ ...emptyBrowseState, search: 'sofa' })).toContain('relevance');
    expect(
      sortOptions({ ...emptyBrowseState, filters: { postcode: '10115', parameters: {} } }),
    ).toContain('distance');
  });

  it('defaults to relevance with a text and to newest without', () => {
    expect(appliedSort(emptyBrowseState)).toBe('newest');
    expect(appliedSort({ ...emptyBrowseState, search: 'sofa' })).toBe('relevance');
    expect(appliedSort({ ...emptyBrowseState, sort: 'distance' })).toBe('newest');
  });

  it('forgets the distance sort when the postcode is removed', () => {
    const around: BrowseState = {
      ...emptyBrowseState,
      sort: 'distance',
      filters: { postcode: '10115', radius_km: 10, parameters: {} },
    };
    expect(withFilters(around, { postcode: '80331', parameters: {} }).sort).toBe('distance');
    expect(withFilters(around, { parameters: {} }).sort).toBeNull();
  });
});

describe('showroomListingsParams', () => {
  it('spells out the api query of a state', () => {
    const state = read('search=golf&filters=postcode:10115;radius:25&sort=distance');
    expect(showroomListingsParams('automarket', NODE, state)).toEqual({
      section: 'automarket',
      node: NODE,
      q: 'golf',
      filters: 'postcode:10115;radius:25',
      sort: 'distance',
      limit: 24,
    });
  });

  it('sends no text, node or filters when there are none', () => {
    expect(showroomListingsParams('catalog', null, read('search=%20%20'))).toEqual({
      section: 'catalog',
      sort: 'newest',
      limit: 24,
    });
  });
});

describe('activeFilterCount', () => {
  it('counts the price, the place and each parameter once, skipping empty ones', () => {
    expect(activeFilterCount({ parameters: {} })).toBe(0);
    expect(
      activeFilterCount({
        price: { min: 10 },
        postcode: '10115',
        radius_km: 25,
        parameters: { balcony: true, fuel: [], year: { min: 2015 } },
      }),
    ).toBe(4);
  });
});

describe('offeredFilters', () => {
  const offered: SearchFilter[] = [
    { type: 'price_range', key: 'price', name: 'Price', currency: 'EUR' },
    { type: 'postcode', key: 'postcode', name: 'Postcode' },
    { type: 'radius', key: 'radius', name: 'Radius', options_km: [10, 25] },
    parameter('colour', 'm', ['black', 'white']),
    parameter('warranty', 's', ['12', '24']),
    parameter('balcony', 'c', []),
    parameter('year', 'range', []),
  ];

  function parameter(key: string, type: 'c' | 's' | 'm' | 'range', values: string[]): SearchFilter {
    return {
      key,
      name: key,
      type,
      options: values.map((value) => ({ value, label: value })),
      unit: null,
      min: null,
      max: null,
      node_id: null,
    };
  }

  it('keeps what the page offers', () => {
    const state = {
      price: { min: 10 },
      postcode: '10115',
      radius_km: 25,
      parameters: {
        colour: ['black'],
        warranty: ['24'],
        balcony: true as const,
        year: { min: 2015 },
      },
    };
    expect(offeredFilters(state, offered)).toEqual(state);
  });

  it('leaves out parameters, options and types the page does not offer', () => {
    expect(
      offeredFilters(
        {
          parameters: {
            colour: ['black', 'purple'],
            warranty: ['36'],
            balcony: ['yes'],
            fuel: ['diesel'],
          },
        },
        offered,
      ),
    ).toEqual({ parameters: { colour: ['black'] } });
    expect(offeredFilters({ price: { max: 5 }, parameters: {} }, [])).toEqual({ parameters: {} });
  });

  it('keeps the price and the place, not the parameters, for another category', () => {
    expect(
      filtersForAnotherNode({ price: { max: 50 }, postcode: '10115', parameters: { a: true } }),
    ).toEqual({ price: { max: 50 }, postcode: '10115', parameters: {} });
  });
});
