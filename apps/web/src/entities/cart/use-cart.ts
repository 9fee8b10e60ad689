'use client';

import { useMutation } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useTranslations } from 'use-intl';
import { CART_ITEMS_MAX, CART_QUANTITY_MAX } from '@bazaar/contracts';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { addToCart as addToVisitorCart, selectCartEntries } from '@/lib/store/cart-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { addCartItem, shouldRetryAdd } from './add-cart-items';
import { useApplyServerCart } from './apply-server-cart';
import { findCartEntry, visitorAddProblem } from './cart-entries';

export interface AddToCartInput {
  product_id: string;
  product_variant_id: string | null;
  quantity: number;
  /** The product's title, for the message when a visitor asks for more than there is. */
  title: string;
  /**
   * The stock the page shows. A visitor's cart has no server to refuse too much, so it is
   * checked here; a signed-in cart is checked by the api (409 CONFLICT with its message).
   */
  stock: number;
}

/**
 * The cart as cards and item pages see it: the persisted entries (a visitor's own, or the
 * mirror of the account's server cart), the count the badge shows, whether a product is in it,
 * and adding to it (the server's cart when signed in, the slice otherwise).
 */
export function useCart() {
  const t = useTranslations('cart');
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectCartEntries);
  const signedIn = useAppSelector(selectIsLoggedIn);
  const applyServerCart = useApplyServerCart();

  const add = useMutation({
    mutationFn: async ({
      product_id,
      product_variant_id,
      quantity,
      idempotencyKey,
    }: AddToCartInput & { idempotencyKey: string }) => {
      const item = { product_id, product_variant_id, quantity };
      if (signedIn) applyServerCart(await addCartItem(item, idempotencyKey));
      else dispatch(addToVisitorCart(item));
    },
    // A retry sends the same variables, so the same key: the api adds it once.
    retry: shouldRetryAdd,
    onSuccess: () => enqueueSnackbar(t('added'), { variant: 'success' }),
  });

  const isInCart = useCallback(
    (productId: string, variantId?: string | null) =>
      findCartEntry(entries, productId, variantId) !== undefined,
    [entries],
  );

  const { mutate } = add;
  const addToCart = useCallback(
    (input: AddToCartInput) => {
      const problem = signedIn ? null : visitorAddProblem(entries, input);
      if (problem) {
        const message =
          problem.kind === 'stock'
            ? t('notEnoughStock', { count: problem.stock, title: input.title })
            : problem.kind === 'quantity_limit'
              ? t('quantityLimit', { count: CART_QUANTITY_MAX })
              : t('cartFull', { count: CART_ITEMS_MAX });
        enqueueSnackbar(message, { variant: 'error' });
        return;
      }
      mutate({ ...input, idempotencyKey: newIdempotencyKey() });
    },
    [signedIn, entries, mutate, t],
  );

  return {
    entries,
    count: entries.length,
    isInCart,
    addToCart,
    adding: add.isPending,
  };
}
