'use client';

import { useMutationState, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type CartList } from '@bazaar/contracts';
import { isVisitorEntry } from '@/entities/cart/cart-entries';
import { cartKeys } from '@/entities/cart/cart-keys';
import { useCarts } from '@/entities/cart/get-carts';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { removeFromCart, selectCartEntries } from '@/lib/store/cart-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectRehydrated } from '@/lib/store/store';
import { getAssembledCartQueryOptions } from '../api/assemble-cart';
import { entriesMissingFrom } from '../lib/cart-lines';

export interface CartView {
  signedIn: boolean;
  /** The carts, one per seller; undefined while they load. */
  carts: CartList | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
  /** A change is being priced again (a visitor's lines stay on screen meanwhile). */
  isRefreshing: boolean;
}

const NO_CARTS: CartList = [];

/**
 * The cart the page shows: the account's server cart when signed in (once a visitor's entries
 * have been merged into it), otherwise the visitor's entries priced through `/carts/assemble`.
 */
export function useCartView(): CartView {
  const rehydrated = useAppSelector(selectRehydrated);
  const signedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector((state) => state.auth.userId);
  const entries = useAppSelector(selectCartEntries);
  // A failed merge (shown by the global handler) leaves the visitor's entries for the next page
  // load; meanwhile the page shows the account's cart rather than waiting for ever.
  const mergeFailed =
    useMutationState({ filters: { mutationKey: cartKeys.merge(), status: 'error' } }).length > 0;
  const merging = signedIn && !mergeFailed && entries.some(isVisitorEntry);

  const account = useCarts(userId, { enabled: rehydrated && signedIn && !merging });
  const assembled = useQuery({
    ...getAssembledCartQueryOptions(entries),
    enabled: rehydrated && !signedIn && entries.length > 0,
  });

  // The api leaves out entries of listings that no longer exist; the slice lets them go too, so
  // the badge counts what the page shows. Only an answer for the entries as they are now counts
  // (not the previous one shown while a change is priced).
  const dispatch = useAppDispatch();
  const assembledNow = assembled.isPlaceholderData ? undefined : assembled.data;
  useEffect(() => {
    if (!assembledNow || signedIn) return;
    const gone = entriesMissingFrom(entries, assembledNow);
    if (gone.length > 0) dispatch(removeFromCart(gone));
  }, [assembledNow, entries, signedIn, dispatch]);

  if (!rehydrated || merging) {
    return {
      signedIn,
      carts: undefined,
      isPending: true,
      error: null,
      refetch: () => undefined,
      isRefreshing: false,
    };
  }
  if (signedIn) {
    return {
      signedIn,
      carts: account.data,
      isPending: account.isPending,
      error: account.data ? null : account.error,
      refetch: () => void account.refetch(),
      isRefreshing: account.isFetching,
    };
  }
  if (entries.length === 0) {
    return {
      signedIn,
      carts: NO_CARTS,
      isPending: false,
      error: null,
      refetch: () => undefined,
      isRefreshing: false,
    };
  }
  return {
    signedIn,
    carts: assembled.data,
    isPending: assembled.isPending,
    error: assembled.data ? null : assembled.error,
    refetch: () => void assembled.refetch(),
    isRefreshing: assembled.isPlaceholderData,
  };
}
