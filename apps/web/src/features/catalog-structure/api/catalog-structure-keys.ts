import { type MarketplaceSection } from '@bazaar/contracts';

/** Query keys of the catalogue structure: every key starts with `['catalog-structure']`. */
export const catalogStructureKeys = {
  all: ['catalog-structure'] as const,
  /** A division's whole tree as administrators see it. */
  tree: (section: MarketplaceSection) => [...catalogStructureKeys.all, 'tree', section] as const,
};
