import { type CartHistoryFilters } from '../filters';

/** Query keys of the cart history: every key starts with `['cart-history']`. */
export const cartHistoryKeys = {
  all: ['cart-history'] as const,
  /** The loaded lists of orders, one per view and filters. */
  lists: () => [...cartHistoryKeys.all, 'list'] as const,
  list: (filters: CartHistoryFilters) => [...cartHistoryKeys.lists(), filters] as const,
};
