'use client';

import { useCartSessionSync } from '@/entities/cart/use-cart-session-sync';

/** Merges a visitor's cart on sign-in and mirrors the account's cart into the slice (spec §4). */
export function CartSync() {
  useCartSessionSync();
  return null;
}
