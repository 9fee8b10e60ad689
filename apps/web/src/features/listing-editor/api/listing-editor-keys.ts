import { type MarketplaceSection } from '@bazaar/contracts';

/** Query keys of the listing editor: every key starts with `['listing-editor']`. */
export const listingEditorKeys = {
  all: ['listing-editor'] as const,
  copy: (section: MarketplaceSection, id: string) =>
    [...listingEditorKeys.all, 'copy', section, id] as const,
};
