import { describe, expect, it } from 'vitest';
import { catalogNodeByMapping } from './connection-store-source';

describe('catalogNodeByMapping', () => {
  const mapping = {
    rules: [
      { source: 'collection' as const, value: 'c-1', catalog_node_id: 'node-collection' },
      { source: 'product_type' as const, value: ' Chairs ', catalog_node_id: 'node-type' },
    ],
    default_catalog_node_id: 'node-default',
  };

  it('takes a product type rule (trimmed, any case) before a collection rule', () => {
    const product = { product_type: 'chairs', collections: [{ id: 'c-1', title: 'Sale' }] };
    expect(catalogNodeByMapping(mapping, product)).toBe('node-type');
  });

  it('takes a collection rule, then the default', () => {
    expect(
      catalogNodeByMapping(mapping, {
        product_type: 'tables',
        collections: [{ id: 'c-1', title: 'Sale' }],
      }),
    ).toBe('node-collection');
    expect(catalogNodeByMapping(mapping, { product_type: null, collections: [] })).toBe(
      'node-default',
    );
  });
});
