'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type CartList } from '@bazaar/contracts';
import { syncCart } from '@/lib/store/cart-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { cartKeys } from './cart-keys';

/**
 * What every change of a signed-in cart ends with: the server's answer becomes the cached cart,
 * and the persisted slice mirrors it (spec §4 "sync"), so the badge and "In Cart" follow.
 */
export function useApplyServerCart(): (carts: CartList) => void {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const userId = useAppSelector((state) => state.auth.userId);
  return useCallback(
    (carts: CartList) => {
      const queryKey = cartKeys.account(userId);
      // A load still under way started before this change: its answer would be older.
      void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, carts);
      dispatch(syncCart(carts));
    },
    [queryClient, dispatch, userId],
  );
}
