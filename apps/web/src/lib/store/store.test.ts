import { describe, expect, it } from 'vitest';
import { persistStore } from 'redux-persist';
import { type WebStorage } from 'redux-persist/es/types';
import { PERSIST_REHYDRATION_TIMEOUT_MS } from '@bazaar/contracts';
import { clearAuth, initialAuthState, setAuth } from './auth-slice';
import {
  addToCart,
  initialCartState,
  removeFromCart,
  resetCart,
  selectCartCount,
  syncCart,
  updateCartQuantity,
} from './cart-slice';
import { appReducer, rootReducer } from './root-reducer';
import { resetState } from './reset-state';
import { makePersistConfig, makeStore, PERSIST_KEY } from './store';

const signedIn = {
  token: 'token-1',
  tokenExpiration: '2030-01-01T00:00:00.000Z',
  userId: 'user-1',
  userType: 'SELLER' as const,
  tokenData: { sub: 'user-1' },
};

function memoryStorage() {
  const items = new Map<string, string>();
  const storage: WebStorage = {
    getItem: (key) => Promise.resolve(items.get(key) ?? null),
    setItem: (key, value) => {
      items.set(key, value);
      return Promise.resolve();
    },
    removeItem: (key) => {
      items.delete(key);
      return Promise.resolve();
    },
  };
  return { items, storage };
}

describe('auth slice', () => {
  it('starts signed out', () => {
    expect(appReducer(undefined, { type: 'init' }).auth).toEqual(initialAuthState);
  });

  it('stores the token, its expiry and the user on setAuth, and forgets them on clearAuth', () => {
    const state = appReducer(undefined, setAuth(signedIn));
    expect(state.auth).toEqual(signedIn);
    expect(appReducer(state, clearAuth()).auth).toEqual(initialAuthState);
  });
});

describe('cart slice', () => {
  const reduce = (actions: Parameters<typeof appReducer>[1][]) =>
    actions.reduce(
      (state, action) => appReducer(state, action),
      appReducer(undefined, { type: 'init' }),
    );

  it('adds an entry with a generated id, the time it was added and a null variant by default', () => {
    const { cart } = reduce([addToCart({ product_id: 'p1' })]);
    expect(cart.entries).toHaveLength(1);
    const [entry] = cart.entries;
    expect(entry).toMatchObject({ product_id: 'p1', product_variant_id: null, quantity: 1 });
    expect(entry?.id).toEqual(expect.any(String));
    expect(Number.isNaN(Date.parse(entry?.created_at ?? ''))).toBe(false);
  });

  it('raises the quantity when the same product and variant is added again', () => {
    const { cart } = reduce([
      addToCart({ product_id: 'p1', product_variant_id: 'v1', quantity: 2 }),
      addToCart({ product_id: 'p1', product_variant_id: 'v1' }),
      addToCart({ product_id: 'p1', product_variant_id: 'v2' }),
    ]);
    expect(cart.entries.map((entry) => [entry.product_variant_id, entry.quantity])).toEqual([
      ['v1', 3],
      ['v2', 1],
    ]);
  });

  it('removes entries by their ids', () => {
    const filled = reduce([
      addToCart({ product_id: 'p1' }),
      addToCart({ product_id: 'p2' }),
      addToCart({ product_id: 'p3' }),
    ]);
    const [first, , third] = filled.cart.entries;
    const state = appReducer(filled, removeFromCart([first!.id, third!.id]));
    expect(state.cart.entries.map((entry) => entry.product_id)).toEqual(['p2']);
  });

  it('updates an entry quantity and drops the entry when the quantity falls below one', () => {
    const filled = reduce([addToCart({ product_id: 'p1' }), addToCart({ product_id: 'p2' })]);
    const [first, second] = filled.cart.entries;
    let state = appReducer(filled, updateCartQuantity({ id: first!.id, quantity: 5 }));
    expect(state.cart.entries[0]?.quantity).toBe(5);
    state = appReducer(state, updateCartQuantity({ id: second!.id, quantity: 0 }));
    expect(state.cart.entries.map((entry) => entry.product_id)).toEqual(['p1']);
  });

  it('replaces the whole cart with the items of the server carts on sync', () => {
    const filled = reduce([addToCart({ product_id: 'local' })]);
    const state = appReducer(
      filled,
      syncCart([
        {
          items: [
            {
              id: 'i1',
              created_at: '2025-01-01T00:00:00.000Z',
              product: { id: 'p1', variant_id: null },
              quantity: 2,
            },
          ],
        },
        {
          items: [
            {
              id: 'i2',
              created_at: '2025-01-02T00:00:00.000Z',
              product: { id: 'p2', variant_id: 'v9' },
              quantity: 1,
            },
          ],
        },
      ]),
    );
    expect(state.cart.entries).toEqual([
      {
        id: 'i1',
        created_at: '2025-01-01T00:00:00.000Z',
        product_id: 'p1',
        product_variant_id: null,
        quantity: 2,
      },
      {
        id: 'i2',
        created_at: '2025-01-02T00:00:00.000Z',
        product_id: 'p2',
        product_variant_id: 'v9',
        quantity: 1,
      },
    ]);
    expect(selectCartCount({ cart: state.cart })).toBe(2);
  });

  it('empties the cart on reset', () => {
    const filled = reduce([addToCart({ product_id: 'p1' })]);
    expect(appReducer(filled, resetCart()).cart).toEqual(initialCartState);
  });
});

describe('resetState', () => {
  it('returns every slice to its initial value', () => {
    let state = rootReducer(undefined, setAuth(signedIn));
    state = rootReducer(state, addToCart({ product_id: 'p1' }));
    expect(rootReducer(state, resetState())).toEqual(rootReducer(undefined, { type: 'init' }));
  });

  it('resets a persisted store too, keeping its persistence bookkeeping', () => {
    const store = makeStore({ storage: memoryStorage().storage });
    store.dispatch(setAuth(signedIn));
    store.dispatch(addToCart({ product_id: 'p1' }));
    store.dispatch(resetState());
    expect(store.getState().auth).toEqual(initialAuthState);
    expect(store.getState().cart).toEqual(initialCartState);
  });
});

describe('persistence', () => {
  it('persists only the auth and cart slices, with the 5000 ms rehydration time-out', () => {
    const config = makePersistConfig(memoryStorage().storage);
    expect(config.whitelist).toEqual(['auth', 'cart']);
    expect(config.timeout).toBe(PERSIST_REHYDRATION_TIMEOUT_MS);
  });

  it('writes auth and cart to storage and restores them in a new store', async () => {
    const { items, storage } = memoryStorage();
    const first = makeStore({ storage });
    const persistor = await new Promise<ReturnType<typeof persistStore>>((resolve) => {
      const started = persistStore(first, null, () => resolve(started));
    });
    first.dispatch(setAuth(signedIn));
    first.dispatch(addToCart({ product_id: 'p1', quantity: 2 }));
    await persistor.flush();

    const stored = JSON.parse(items.get(`persist:${PERSIST_KEY}`) ?? '{}') as Record<
      string,
      string
    >;
    expect(Object.keys(stored).sort()).toEqual(['_persist', 'auth', 'cart']);

    const second = makeStore({ storage });
    await new Promise<void>((resolve) => {
      persistStore(second, null, resolve);
    });
    expect(second.getState().auth).toEqual(signedIn);
    expect(second.getState().cart.entries).toEqual(first.getState().cart.entries);
  });
});
