import { type CartAssemblyBody } from '@bazaar/contracts';

/** Query keys of the cart: every key starts with `['carts']`. */
export const cartKeys = {
  all: ['carts'] as const,
  /** A signed-in account's cart (`GET /carts`). */
  account: (userId: string | null) => [...cartKeys.all, 'account', userId] as const,
  /** A visitor's entries priced and checked by the server (`POST /carts/assemble`). */
  assembled: (entries: CartAssemblyBody) => [...cartKeys.all, 'assembled', entries] as const,
  /** The sign-in merge of a visitor's entries (a mutation key). */
  merge: () => [...cartKeys.all, 'merge'] as const,
};
