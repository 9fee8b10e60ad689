import { describe, expect, it } from 'vitest';
import {
  adminFiltersFromSearchParams,
  adminFiltersToSearchParams,
  adminListingsApiQuery,
  emptyAdminFilters,
  hasAdminFilters,
  ownerFiltersFromSearchParams,
  ownerFiltersToSearchParams,
  ownerListingsApiQuery,
  ownerSections,
  statusFilterQuery,
} from './filters';

const OWNER = '3f2a9c1e-5b7d-4e2f-9a1b-0c3d5e7f9a1b';
const params = (query: string) => new URLSearchParams(query);

describe('the divisions an owner lists in', () => {
  it('are Shop Hub, Services, Food, Automarket and Property for a seller', () => {
    expect(ownerSections('SELLER')).toEqual([
      'catalog',
      'services',
      'food',
      'automarket',
      'property',
    ]);
  });

  it('are Flea Market, Services, Food, Automarket and Property for a buyer', () => {
    expect(ownerSections('BUYER')).toEqual([
      'flea-market',
      'services',
      'food',
      'automarket',
      'property',
    ]);
  });
});

describe("the owner's filters in the address", () => {
  it('open the first division, every status and no search by default', () => {
    expect(ownerFiltersFromSearchParams(params(''), 'SELLER')).toEqual({
      section: 'catalog',
      status: 'all',
      search: '',
    });
    expect(ownerFiltersFromSearchParams(params(''), 'BUYER').section).toBe('flea-market');
  });

  it('read the division by its route word, the status and the search', () => {
    expect(
      ownerFiltersFromSearchParams(
        params('section=auto-market&status=paused&search=%20golf%20'),
        'SELLER',
      ),
    ).toEqual({ section: 'automarket', status: 'paused', search: 'golf' });
  });

  it('fall back for a division the account cannot list in, or unknown values', () => {
    expect(ownerFiltersFromSearchParams(params('section=shophub'), 'BUYER').section).toBe(
      'flea-market',
    );
    expect(ownerFiltersFromSearchParams(params('section=flea-market'), 'SELLER').section).toBe(
      'catalog',
    );
    expect(ownerFiltersFromSearchParams(params('section=catalog&status=gone'), 'SELLER')).toEqual({
      section: 'catalog',
      status: 'all',
      search: '',
    });
  });

  it('cut an overlong search', () => {
    const search = 'a'.repeat(500);
    expect(ownerFiltersFromSearchParams(params(`search=${search}`), 'SELLER').search).toHaveLength(
      200,
    );
  });

  it('write the division by its route word and leave defaults out', () => {
    expect(
      ownerFiltersToSearchParams({ section: 'catalog', status: 'all', search: '' }).toString(),
    ).toBe('section=shophub');
    expect(
      ownerFiltersToSearchParams({
        section: 'property',
        status: 'drafts',
        search: 'loft',
      }).toString(),
    ).toBe('section=property&status=drafts&search=loft');
  });

  it('survive a round trip through the address', () => {
    const filters = { section: 'food', status: 'blocked', search: 'honey jar' } as const;
    expect(ownerFiltersFromSearchParams(ownerFiltersToSearchParams(filters), 'BUYER')).toEqual(
      filters,
    );
  });
});

describe('the status filter as the api query', () => {
  it('means published and live for "active", and unsent for "drafts"', () => {
    expect(statusFilterQuery('all')).toEqual({});
    expect(statusFilterQuery('active')).toEqual({ status: 'active', draft_state: 'sent' });
    expect(statusFilterQuery('paused')).toEqual({ status: 'paused' });
    expect(statusFilterQuery('blocked')).toEqual({ status: 'blocked' });
    expect(statusFilterQuery('drafts')).toEqual({ draft_state: 'draft' });
  });

  it("joins the owner's search, leaving a blank one out", () => {
    expect(ownerListingsApiQuery({ section: 'catalog', status: 'all', search: '' })).toEqual({
      search: undefined,
    });
    expect(ownerListingsApiQuery({ section: 'catalog', status: 'paused', search: 'lamp' })).toEqual(
      { status: 'paused', search: 'lamp' },
    );
  });
});

describe("the administrators' filters in the address", () => {
  it('show every listing by default', () => {
    expect(adminFiltersFromSearchParams(params(''))).toEqual(emptyAdminFilters);
    expect(hasAdminFilters(emptyAdminFilters)).toBe(false);
    expect(adminFiltersToSearchParams(emptyAdminFilters).toString()).toBe('');
  });

  it('read the division, status, owner id and search', () => {
    const filters = adminFiltersFromSearchParams(
      params(`section=flea-market&status=blocked&owner=${OWNER.toUpperCase()}&search=bike`),
    );
    expect(filters).toEqual({
      section: 'flea-market',
      status: 'blocked',
      owner: OWNER,
      search: 'bike',
    });
    expect(hasAdminFilters(filters)).toBe(true);
    expect(adminFiltersFromSearchParams(adminFiltersToSearchParams(filters))).toEqual(filters);
  });

  it('ignore an owner that is not an account id', () => {
    expect(adminFiltersFromSearchParams(params('owner=seller1')).owner).toBeNull();
  });

  it('become the api query', () => {
    expect(
      adminListingsApiQuery({ section: 'services', status: 'drafts', owner: OWNER, search: '' }),
    ).toEqual({ section: 'services', draft_state: 'draft', owner: OWNER, search: undefined });
  });
});
