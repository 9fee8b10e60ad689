import { type MarketplaceSection } from '@bazaar/contracts';

/** Query keys of the filters-manager feature: every key starts with `['filters-manager']`. */
export const filtersManagerKeys = {
  all: ['filters-manager'] as const,
  /** A node's (or, with no node, a division's) parameters. */
  parameters: (section: MarketplaceSection, node: string | null) =>
    [...filtersManagerKeys.all, 'parameters', section, node] as const,
};
