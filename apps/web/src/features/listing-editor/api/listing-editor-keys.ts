import { type MarketplaceSection } from '@bazaar/contracts';

/** Query keys of the listing editor: every key starts with `['listing-editor']`. */
export const listingEditorKeys = {
  all: ['listing-editor'] as const,
  catalogTree: (section: MarketplaceSection) =>
    [...listingEditorKeys.all, 'catalog-tree', section] as const,
  catalogNode: (id: string) => [...listingEditorKeys.all, 'catalog-node', id] as const,
  ownListing: (section: MarketplaceSection, id: string) =>
    [...listingEditorKeys.all, 'own-listing', section, id] as const,
  copy: (section: MarketplaceSection, id: string) =>
    [...listingEditorKeys.all, 'copy', section, id] as const,
};
