import { type MarketplaceSection } from '@bazaar/contracts';

/** Query keys of one listing as its owner sees it: every key starts with `['listing']`. */
export const listingKeys = {
  all: ['listing'] as const,
  /** The owner's own copy (`GET /products/me/:section/:id`): the edit form and the preview. */
  own: (section: MarketplaceSection, id: string) =>
    [...listingKeys.all, 'own', section, id] as const,
};
