'use client';

import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { selectCartEntries, syncCart } from '@/lib/store/cart-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { selectRehydrated } from '@/lib/store/store';
import { mergeVisitorCart } from './add-cart-items';
import { useApplyServerCart } from './apply-server-cart';
import { visitorEntriesToMerge } from './cart-entries';
import { cartKeys } from './cart-keys';
import { useCarts } from './get-carts';

/**
 * Keeps a signed-in browser's cart slice in step with the account's server cart (spec §4): on
 * sign-in (or a page load that finds a session beside a visitor's entries) the visitor's entries
 * are merged into the server cart once, then the slice is replaced by the server's answer; after
 * that every load of `GET /carts` is mirrored into the slice. Mounted once, by the providers.
 */
export function useCartSessionSync(): void {
  const dispatch = useAppDispatch();
  const rehydrated = useAppSelector(selectRehydrated);
  const signedIn = useAppSelector(selectIsLoggedIn);
  const userId = useAppSelector((state) => state.auth.userId);
  const entries = useAppSelector(selectCartEntries);
  const applyServerCart = useApplyServerCart();
  const toMerge = useMemo(() => visitorEntriesToMerge(entries), [entries]);
  // One merge at a time: the effect runs again while the first answer is still on its way.
  const merging = useRef(false);
  const merge = useMutation({
    mutationKey: cartKeys.merge(),
    mutationFn: mergeVisitorCart,
    onSuccess: applyServerCart,
  });
  const { mutate: mergeEntries } = merge;

  const ready = rehydrated && signedIn;
  const mergePending = ready && toMerge.length > 0;

  useEffect(() => {
    if (!mergePending || merging.current) return;
    merging.current = true;
    // A failure is shown by the global handler; the entries stay in the slice, so the next page
    // load tries again and nothing is lost.
    mergeEntries(toMerge, {
      onSettled: () => {
        merging.current = false;
      },
    });
  }, [mergePending, toMerge, mergeEntries]);

  // While a visitor's entries wait to be merged, the server's cart must not replace them.
  const serverCarts = useCarts(userId, { enabled: ready && !mergePending });
  const { data } = serverCarts;
  useEffect(() => {
    if (data && ready && !mergePending) dispatch(syncCart(data));
  }, [data, ready, mergePending, dispatch]);
}
