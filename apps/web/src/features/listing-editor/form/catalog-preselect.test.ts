import { describe, expect, it } from 'vitest';
import { type CatalogNode } from '@bazaar/contracts';
import { preselectedNodeId } from './catalog-preselect';

const ids = {
  electronics: '00000000-0000-4000-8000-000000000001',
  phones: '00000000-0000-4000-8000-000000000002',
  smartphones: '00000000-0000-4000-8000-000000000003',
  home: '00000000-0000-4000-8000-000000000004',
  kitchen: '00000000-0000-4000-8000-000000000005',
};

function node(
  id: string,
  slug: string,
  level: CatalogNode['level'],
  parentId: string | null,
): CatalogNode {
  return {
    id,
    section: 'catalog',
    parent_id: parentId,
    level,
    name: slug,
    slug,
    image_url: null,
    position: 0,
  };
}

const nodes = [
  node(ids.electronics, 'electronics', 'section', null),
  node(ids.home, 'home-and-garden', 'section', null),
  node(ids.phones, 'phones', 'category', ids.electronics),
  node(ids.kitchen, 'kitchen', 'category', ids.home),
  node(ids.smartphones, 'smartphones', 'subcategory', ids.phones),
];

describe('preselectedNodeId', () => {
  it('starts in the deepest node named by slug', () => {
    expect(
      preselectedNodeId(nodes, {
        section: 'electronics',
        category: 'phones',
        subcategory: 'smartphones',
      }),
    ).toBe(ids.smartphones);
  });

  it('accepts ids as well as slugs', () => {
    expect(preselectedNodeId(nodes, { section: ids.electronics, category: ids.phones })).toBe(
      ids.phones,
    );
  });

  it('finds a category or subcategory given alone', () => {
    expect(preselectedNodeId(nodes, { category: 'kitchen' })).toBe(ids.kitchen);
    expect(preselectedNodeId(nodes, { subcategory: 'smartphones' })).toBe(ids.smartphones);
  });

  it('ignores a level that does not sit under the one above it', () => {
    expect(preselectedNodeId(nodes, { section: 'home-and-garden', category: 'phones' })).toBe(
      ids.home,
    );
  });

  it('starts with nothing chosen for unknown names', () => {
    expect(preselectedNodeId(nodes, { section: 'nope' })).toBe('');
    expect(preselectedNodeId(nodes, {})).toBe('');
  });
});
