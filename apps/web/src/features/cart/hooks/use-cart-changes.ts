'use client';

import { type UnknownAction } from '@reduxjs/toolkit';
import { useMutation } from '@tanstack/react-query';
import { type CartList } from '@bazaar/contracts';
import { useApplyServerCart } from '@/entities/cart/apply-server-cart';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { removeFromCart, resetCart, updateCartQuantity } from '@/lib/store/cart-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { clearCart } from '../api/clear-cart';
import { removeCartItems } from '../api/remove-cart-items';
import { updateCartItem, type UpdateCartItemInput } from '../api/update-cart-item';

/**
 * The changes the cart page makes, each to the right cart: a signed-in account's on the server
 * (whose answer replaces the cached cart and the slice), a visitor's in the slice (whose new
 * entries are priced again through `/carts/assemble`). Each hook instance has its own pending state.
 */
function useCartChange<Input>(
  onServer: (input: Input) => Promise<CartList>,
  inSlice: (input: Input) => UnknownAction,
) {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const applyServerCart = useApplyServerCart();
  return useMutation({
    mutationFn: async (input: Input) => {
      if (signedIn) applyServerCart(await onServer(input));
      else dispatch(inSlice(input));
    },
  });
}

/** Sets a line's quantity. */
export function useChangeQuantity() {
  return useCartChange(updateCartItem, (input: UpdateCartItemInput) => updateCartQuantity(input));
}

/** Takes lines out of the cart by their ids. */
export function useRemoveFromCart() {
  return useCartChange(removeCartItems, (ids: string[]) => removeFromCart(ids));
}

/** Empties the whole cart. */
export function useClearCart() {
  return useCartChange(clearCart, () => resetCart());
}
