import { type MarketplaceSection } from '@bazaar/contracts';

/** Query keys of the catalog: every key starts with `['catalog']`. */
export const catalogKeys = {
  all: ['catalog'] as const,
  /** A division's catalog tree (`GET /catalog/nodes?section=`). */
  tree: (section: MarketplaceSection) => [...catalogKeys.all, 'tree', section] as const,
  /** A node with its path, children and parameters (`GET /catalog/nodes/:id`). */
  node: (id: string) => [...catalogKeys.all, 'node', id] as const,
};
