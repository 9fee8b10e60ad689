import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/** A product in the client-side cart (spec §3 "Cart product entry"). */
export interface CartEntry {
  id: string;
  /** ISO 8601 time it was added. */
  created_at: string;
  product_id: string;
  product_variant_id: string | null;
  quantity: number;
}

/** One cart as the server returns it (spec §3 "Synced cart"). */
export interface SyncedCart {
  items: {
    id: string;
    created_at: string;
    product: { id: string; variant_id: string | null };
    quantity: number;
  }[];
}

export interface CartState {
  entries: CartEntry[];
}

export interface AddToCartPayload {
  product_id: string;
  product_variant_id?: string | null;
  quantity?: number;
}

export const initialCartState: CartState = { entries: [] };

function wholeQuantity(quantity: number | undefined): number {
  return Number.isFinite(quantity) ? Math.max(1, Math.floor(quantity as number)) : 1;
}

export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** Adds a product; the same product and variant again raises the quantity of its entry. */
    addToCart: {
      reducer(state, action: PayloadAction<CartEntry>) {
        const added = action.payload;
        const existing = state.entries.find(
          (entry) =>
            entry.product_id === added.product_id &&
            entry.product_variant_id === added.product_variant_id,
        );
        if (existing) existing.quantity += added.quantity;
        else state.entries.push(added);
      },
      prepare(payload: AddToCartPayload) {
        return {
          payload: {
            id: nanoid(),
            created_at: new Date().toISOString(),
            product_id: payload.product_id,
            product_variant_id: payload.product_variant_id ?? null,
            quantity: wholeQuantity(payload.quantity),
          },
        };
      },
    },
    /** Removes the entries with these ids. */
    removeFromCart(state, action: PayloadAction<readonly string[]>) {
      const ids = new Set(action.payload);
      state.entries = state.entries.filter((entry) => !ids.has(entry.id));
    },
    /** Sets an entry's quantity; zero or less removes the entry. */
    updateCartQuantity(state, action: PayloadAction<{ id: string; quantity: number }>) {
      const { id, quantity } = action.payload;
      if (!Number.isFinite(quantity) || quantity < 1) {
        state.entries = state.entries.filter((entry) => entry.id !== id);
        return;
      }
      const entry = state.entries.find((candidate) => candidate.id === id);
      if (entry) entry.quantity = Math.floor(quantity);
    },
    /** Replaces the whole cart with the items of the server's carts. */
    syncCart(state, action: PayloadAction<readonly SyncedCart[]>) {
      state.entries = action.payload.flatMap((cart) =>
        cart.items.map((item) => ({
          id: item.id,
          created_at: item.created_at,
          product_id: item.product.id,
          product_variant_id: item.product.variant_id ?? null,
          quantity: item.quantity,
        })),
      );
    },
    resetCart() {
      return initialCartState;
    },
  },
  selectors: {
    selectCartEntries: (state) => state.entries,
    /** The cart badge counts items (entries). */
    selectCartCount: (state) => state.entries.length,
  },
});

export const { addToCart, removeFromCart, updateCartQuantity, syncCart, resetCart } =
  cartSlice.actions;
export const { selectCartEntries, selectCartCount } = cartSlice.selectors;
