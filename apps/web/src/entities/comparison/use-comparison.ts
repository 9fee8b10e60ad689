import { useMutation, useMutationState, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useTranslations } from 'use-intl';
import { COMPARISON_MAX, removeComparisonIds, toggleComparisonId } from '@bazaar/contracts';
import { useCurrentUser } from '@/lib/session/current-user';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import {
  addToComparison,
  comparisonKeys,
  getComparisonQueryOptions,
  removeFromComparison,
} from './comparison-api';
import {
  raiseCachedComparisonCount,
  removeFromCachedComparison,
  rollBackComparisonRemoval,
  setComparisonCount,
  shiftComparisonCount,
  type ComparisonRemoval,
} from './comparison-cache';
import {
  parseStoredComparison,
  readStoredComparison,
  readStoredComparisonValue,
  subscribeToStoredComparison,
  writeStoredComparison,
} from './stored-comparison';

/** Buttons on every card read the list: kept this long before one of them fetches it again. */
const BUTTON_STALE_MS = 60_000;

// The server has no local storage: a visitor's ids appear once the page runs in the browser.
const noStoredValue = () => null;

/** The ids a visitor keeps under the comparison key, following changes in every tab. */
export function useStoredComparisonIds(): string[] {
  const value = useSyncExternalStore(
    subscribeToStoredComparison,
    readStoredComparisonValue,
    noStoredValue,
  );
  return useMemo(() => parseStoredComparison(value), [value]);
}

/** The signed-in user's comparison list (`GET /users/me/comparison`). */
export function useComparisonList(options: { staleTime?: number } = {}) {
  const signedIn = useAppSelector(selectIsLoggedIn);
  return useQuery({ ...getComparisonQueryOptions(), enabled: signedIn, ...options });
}

/** Only the last of several changes in flight reads the api's answer back into the cache. */
function isLastChange(client: ReturnType<typeof useQueryClient>): boolean {
  return client.isMutating({ mutationKey: comparisonKeys.change }) <= 1;
}

export interface Comparison {
  /** The products in comparison (with those being added). */
  ids: ReadonlySet<string>;
  /** How many: `products_in_comparison` when signed in, the stored ids otherwise. */
  count: number;
  isCompared: (id: string) => boolean;
  /** Adds or removes one product (spec §4 toggle). */
  toggle: (id: string) => void;
  /** Removes a set of products at once. */
  remove: (ids: readonly string[]) => void;
}

/**
 * The comparison list, wherever a product can be compared (cards, item pages, /compare): kept
 * on the server for signed-in users and under the comparison key for visitors (spec §6).
 *
 * Signed in, adding raises the cached `products_in_comparison` by the number of ids added, and
 * removing lowers it and takes the ids out of the cached list at once; both are undone if the
 * api refuses the change (spec §4).
 */
export function useComparison(): Comparison {
  const t = useTranslations('comparison');
  const client = useQueryClient();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const user = useCurrentUser();
  const list = useComparisonList({ staleTime: BUTTON_STALE_MS });
  const stored = useStoredComparisonIds();

  const add = useMutation({
    mutationKey: comparisonKeys.add,
    mutationFn: (ids: readonly string[]) => addToComparison(ids),
    onMutate: (ids) => ({ countDelta: raiseCachedComparisonCount(client, ids) }),
    onError: (_error, _ids, added) => {
      if (added) shiftComparisonCount(client, -added.countDelta);
    },
    onSuccess: ({ products_in_comparison: count }) => {
      if (isLastChange(client)) setComparisonCount(client, count);
    },
    // The added listings come with the list read again; until then the button shows them added.
    onSettled: () =>
      isLastChange(client) ? client.invalidateQueries({ queryKey: comparisonKeys.list }) : null,
  });

  const removal = useMutation({
    mutationKey: comparisonKeys.remove,
    mutationFn: (ids: readonly string[]) => removeFromComparison(ids),
    onMutate: async (ids): Promise<ComparisonRemoval> => {
      // A list read that is under way would bring the removed listings back.
      await client.cancelQueries({ queryKey: comparisonKeys.list });
      return removeFromCachedComparison(client, ids);
    },
    onError: (_error, _ids, removed) => {
      if (removed) rollBackComparisonRemoval(client, removed);
    },
    onSuccess: ({ products_in_comparison: count }) => {
      if (isLastChange(client)) setComparisonCount(client, count);
    },
  });

  const adding = useMutationState({
    filters: { mutationKey: comparisonKeys.add, status: 'pending' },
    select: (mutation) => mutation.state.variables as readonly string[] | undefined,
  });

  const ids = useMemo(() => {
    if (!signedIn) return new Set(stored);
    const compared = new Set(list.data?.items.map((item) => item.id));
    // Adds in flight show as added; removals are out of the cached list already.
    for (const added of adding) for (const id of added ?? []) compared.add(id);
    return compared;
  }, [signedIn, stored, list.data, adding]);

  const count = signedIn ? (user.data?.products_in_comparison ?? ids.size) : stored.length;

  const tellFull = useCallback(
    () => enqueueSnackbar(t('full', { max: COMPARISON_MAX }), { variant: 'info' }),
    [t],
  );

  const toggle = useCallback(
    (id: string) => {
      if (!signedIn) {
        // Read again: another tab may have changed the list since this one rendered.
        const current = readStoredComparison();
        if (!current.includes(id) && current.length >= COMPARISON_MAX) return void tellFull();
        writeStoredComparison(toggleComparisonId(current, id));
        return;
      }
      if (ids.has(id)) removal.mutate([id]);
      else if (count >= COMPARISON_MAX) tellFull();
      else add.mutate([id]);
    },
    [signedIn, ids, count, tellFull, removal, add],
  );

  const remove = useCallback(
    (removed: readonly string[]) => {
      if (removed.length === 0) return;
      if (signedIn) removal.mutate(removed);
      else writeStoredComparison(removeComparisonIds(readStoredComparison(), new Set(removed)));
    },
    [signedIn, removal],
  );

  const isCompared = useCallback((id: string) => ids.has(id), [ids]);
  return { ids, count, isCompared, toggle, remove };
}
