'use client';

import { useSyncExternalStore } from 'react';
import {
  readStoredComparison,
  subscribeToStoredComparison,
} from '@/lib/comparison/stored-comparison';
import { useCurrentUser } from '@/lib/session/current-user';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { selectCartCount } from '@/lib/store/cart-slice';
import { useAppSelector } from '@/lib/store/hooks';

/** The cart badge counts the items of the persisted cart (spec §4). */
export function useCartCount(): number {
  return useAppSelector(selectCartCount);
}

const storedComparisonCount = () => readStoredComparison().length;
// The server has no local storage: visitors' counts appear once the page runs in the browser.
const noStoredComparison = () => 0;

/**
 * Products in comparison: the signed-in user's `products_in_comparison` (kept on the server), a
 * visitor's ids stored under the comparison key (spec §6).
 */
export function useComparisonCount(): number {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const user = useCurrentUser();
  const stored = useSyncExternalStore(
    subscribeToStoredComparison,
    storedComparisonCount,
    noStoredComparison,
  );
  return signedIn ? (user.data?.products_in_comparison ?? 0) : stored;
}
