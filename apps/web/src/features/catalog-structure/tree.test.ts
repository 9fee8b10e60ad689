import { describe, expect, it } from 'vitest';
import { type AdminCatalogNode } from '@bazaar/contracts';
import { dropPlacement, moveTargets, TOP_LEVEL_DROP_ID } from './tree';

const levels = ['section', 'category', 'subcategory'] as const;
function node(
  id: string,
  parent: string | null,
  position: number,
  depth: number,
): AdminCatalogNode {
  return {
    id,
    section: 'catalog',
    parent_id: parent,
    level: levels[depth]!,
    name_en: id,
    name_de: null,
    slug: id,
    image_url: null,
    position,
    hidden: false,
    listing_count: 0,
  };
}

// electronics > phones > cases; electronics > audio; garden
const nodes = [
  node('electronics', null, 0, 0),
  node('garden', null, 1, 0),
  node('phones', 'electronics', 0, 1),
  node('audio', 'electronics', 1, 1),
  node('cases', 'phones', 0, 2),
];

describe('dropping a node in the catalogue tree', () => {
  it('reorders among siblings', () => {
    expect(dropPlacement(nodes, 'audio', 'phones')).toEqual({ parent_id: 'electronics', index: 0 });
    expect(dropPlacement(nodes, 'electronics', 'garden')).toEqual({ parent_id: null, index: 1 });
  });

  it('moves below another node, last among its children', () => {
    expect(dropPlacement(nodes, 'phones', 'garden')).toEqual({ parent_id: 'garden', index: 0 });
    expect(dropPlacement(nodes, 'cases', 'audio')).toEqual({ parent_id: 'audio', index: 0 });
    expect(dropPlacement(nodes, 'phones', TOP_LEVEL_DROP_ID)).toEqual({
      parent_id: null,
      index: 2,
    });
  });

  it('changes nothing for a drop on itself, below itself or on its own parent', () => {
    expect(dropPlacement(nodes, 'electronics', 'cases')).toBeNull();
    expect(dropPlacement(nodes, 'phones', 'phones')).toBeNull();
    expect(dropPlacement(nodes, 'cases', 'phones')).toBeNull();
    expect(dropPlacement(nodes, 'garden', TOP_LEVEL_DROP_ID)).toBeNull();
  });
});

describe('where a node may move', () => {
  it('offers parents outside its subtree that keep three levels', () => {
    expect(moveTargets(nodes, 'phones').map((target) => target?.id ?? null)).toEqual([
      null,
      'electronics',
      'garden',
    ]);
    expect(moveTargets(nodes, 'cases').map((target) => target?.id ?? null)).toEqual([
      null,
      'electronics',
      'garden',
      'phones',
      'audio',
    ]);
  });
});
