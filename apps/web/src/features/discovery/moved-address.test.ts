import { describe, expect, it } from 'vitest';
import { type CatalogNode } from '@bazaar/contracts';
import { emptyBrowseState } from './browse-state';
import { movedAddress, oldSlugPaths } from './moved-address';

const node = (slug: string, id = `00000000-0000-4000-8000-${slug.padStart(12, '0')}`) =>
  ({ id, slug }) as CatalogNode;

describe('old addresses of moved catalog nodes', () => {
  it('tries the section with its category first, then the section alone', () => {
    expect(oldSlugPaths('gadgets', 'phones')).toEqual(['gadgets/phones', 'gadgets']);
    expect(oldSlugPaths('gadgets', null)).toEqual(['gadgets']);
  });

  it('leads to the section page of the new path, keeping the search and filters', () => {
    const state = {
      ...emptyBrowseState,
      search: 'case',
      category: 'phones',
      sort: 'price_asc' as const,
    };
    expect(movedAddress([node('devices'), node('phones')], state)).toEqual({
      sectionSlug: 'devices',
      state: { ...state, category: 'phones', node: null },
    });
  });

  it('chooses a subcategory by its id, and a section page without category for a section', () => {
    const sub = node('cases', '11111111-1111-4111-8111-111111111111');
    expect(
      movedAddress([node('devices'), node('phones'), sub], emptyBrowseState)?.state,
    ).toMatchObject({ category: 'phones', node: sub.id });
    expect(
      movedAddress([node('devices')], { ...emptyBrowseState, category: 'gone' })?.state.category,
    ).toBeNull();
    expect(movedAddress([], emptyBrowseState)).toBeNull();
  });
});
