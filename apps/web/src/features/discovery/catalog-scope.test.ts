import { describe, expect, it } from 'vitest';
import { type CatalogNode } from '@bazaar/contracts';
import { emptyBrowseState } from './browse-state';
import { sectionScope } from './catalog-scope';

let counter = 0;
function node(slug: string, parent: CatalogNode | null): CatalogNode {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    section: 'catalog',
    parent_id: parent?.id ?? null,
    level: parent === null ? 'section' : parent.parent_id === null ? 'category' : 'subcategory',
    name: slug,
    slug,
    image_url: null,
    position: counter,
  };
}

const electronics = node('electronics', null);
const phones = node('phones', electronics);
const smartphones = node('smartphones', phones);
const laptops = node('laptops', electronics);
const garden = node('garden', null);
const tools = node('tools', garden);
const tree = [electronics, phones, smartphones, laptops, garden, tools];

describe('sectionScope', () => {
  it('finds the section by its slug and shows all of it without a category', () => {
    expect(sectionScope(tree, 'electronics', emptyBrowseState)).toEqual({
      section: electronics,
      category: null,
      node: null,
      scope: electronics,
    });
  });

  it('narrows to the category and to a node below it', () => {
    const scope = sectionScope(tree, 'electronics', { category: 'phones', node: smartphones.id });
    expect(scope?.category).toBe(phones);
    expect(scope?.scope).toBe(smartphones);
  });

  it('ignores a category or node of another section', () => {
    const scope = sectionScope(tree, 'electronics', { category: 'tools', node: tools.id });
    expect(scope?.category).toBeNull();
    expect(scope?.node).toBeNull();
    expect(scope?.scope).toBe(electronics);
  });

  it('ignores a node outside the chosen category', () => {
    expect(
      sectionScope(tree, 'electronics', { category: 'laptops', node: smartphones.id })?.scope,
    ).toBe(laptops);
  });

  it('knows no section by a category slug or an unknown slug', () => {
    expect(sectionScope(tree, 'phones', emptyBrowseState)).toBeNull();
    expect(sectionScope(tree, 'nothing', emptyBrowseState)).toBeNull();
  });
});
