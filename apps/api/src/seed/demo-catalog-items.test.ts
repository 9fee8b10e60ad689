import { demoCatalogItems as demoCatalogItemsSchema, marketplaceSections } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { demoCatalogItems } from './demo-catalog-items';

describe('the demo catalog items', () => {
  it('match their contract and cover every division', () => {
    const items = demoCatalogItemsSchema.parse(demoCatalogItems());
    expect(new Set(items.map((item) => item.section))).toEqual(new Set(marketplaceSections));
    for (const item of items) {
      expect(item.catalog_path).toHaveLength(3);
      expect(item.max_euros).toBeGreaterThanOrEqual(item.min_euros);
      expect(item.property_type !== null).toBe(item.section === 'property');
    }
  });
});
