/** Query keys of "My Products added to Carts": every key starts with `['products-in-carts']`. */
export const productsInCartsKeys = {
  all: ['products-in-carts'] as const,
  /** The caller's own listings in other accounts' carts. */
  listings: () => [...productsInCartsKeys.all, 'listings'] as const,
};
