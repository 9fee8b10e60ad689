'use client';

import { useStoredComparisonIds } from '@/entities/comparison/use-comparison';
import { useCurrentUser } from '@/lib/session/current-user';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { selectCartCount } from '@/lib/store/cart-slice';
import { useAppSelector } from '@/lib/store/hooks';

/**
 * The cart badge counts the items of the persisted cart (spec §4): a visitor's entries, or, when
 * signed in, the mirror of the account's server cart that every cart change and load keeps up.
 */
export function useCartCount(): number {
  return useAppSelector(selectCartCount);
}

/**
 * Products in comparison: the signed-in user's `products_in_comparison` in the cached
 * 'api/users/me', which adding and removing move at once (`useComparison`), or a visitor's ids
 * stored under the comparison key (spec §6).
 */
export function useComparisonCount(): number {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const user = useCurrentUser();
  const stored = useStoredComparisonIds();
  return signedIn ? (user.data?.products_in_comparison ?? 0) : stored.length;
}
