import { type QueryClient } from '@tanstack/react-query';
import {
  adjustComparisonCount,
  USERS_ME_QUERY_KEY,
  type ComparisonItem,
  type ComparisonList,
  type CurrentUser,
} from '@bazaar/contracts';
import { comparisonKeys } from './comparison-api';

/** A compared listing taken out of the list, with its place, so a failed removal can put it back. */
export interface RemovedComparisonItem {
  item: ComparisonItem;
  index: number;
}

/** Takes the ids out of the list (spec §4: removal takes a set); answers what was taken. */
export function takeOutOfComparison(
  list: ComparisonList,
  ids: ReadonlySet<string>,
): { list: ComparisonList; removed: RemovedComparisonItem[] } {
  const removed: RemovedComparisonItem[] = [];
  const items = list.items.filter((item, index) => {
    if (!ids.has(item.id)) return true;
    removed.push({ item, index });
    return false;
  });
  return {
    list: {
      items,
      products_in_comparison: adjustComparisonCount(list.products_in_comparison, -removed.length),
    },
    removed,
  };
}

/** Puts taken-out listings back where they were; a listing that is back already stays once. */
export function putBackIntoComparison(
  list: ComparisonList,
  removed: readonly RemovedComparisonItem[],
): ComparisonList {
  const items = [...list.items];
  let restored = 0;
  for (const { item, index } of [...removed].sort((a, b) => a.index - b.index)) {
    if (items.some((existing) => existing.id === item.id)) continue;
    items.splice(Math.min(index, items.length), 0, item);
    restored += 1;
  }
  return {
    items,
    products_in_comparison: adjustComparisonCount(list.products_in_comparison, restored),
  };
}

/**
 * Moves the cached user's `products_in_comparison` by a signed delta, never below 0 (spec §3,
 * §4). Answers the change really made, which is what a rollback has to undo (a count at 1 that is
 * lowered by 3 only moved by 1).
 */
export function shiftComparisonCount(client: QueryClient, delta: number): number {
  let applied = 0;
  client.setQueryData<CurrentUser>([USERS_ME_QUERY_KEY], (user) => {
    if (!user) return user;
    const count = adjustComparisonCount(user.products_in_comparison, delta);
    applied = count - user.products_in_comparison;
    return { ...user, products_in_comparison: count };
  });
  return applied;
}

/** Takes the count the api answered as the cached user's. */
export function setComparisonCount(client: QueryClient, count: number): void {
  client.setQueryData<CurrentUser>([USERS_ME_QUERY_KEY], (user) =>
    user ? { ...user, products_in_comparison: count } : user,
  );
}

/** What an optimistic removal changed, to be undone if the api refuses it. */
export interface ComparisonRemoval {
  removed: RemovedComparisonItem[];
  countDelta: number;
}

/**
 * Spec §4: removing lowers the count and takes the ids out of the cached list at once. When the
 * list is not loaded, the count is lowered by the number of ids asked for.
 */
export function removeFromCachedComparison(
  client: QueryClient,
  ids: readonly string[],
): ComparisonRemoval {
  const cached = client.getQueryData<ComparisonList>(comparisonKeys.list);
  let removed: RemovedComparisonItem[] = [];
  if (cached) {
    const next = takeOutOfComparison(cached, new Set(ids));
    removed = next.removed;
    client.setQueryData(comparisonKeys.list, next.list);
  }
  const countDelta = shiftComparisonCount(client, -(cached ? removed.length : ids.length));
  return { removed, countDelta };
}

/** Undoes an optimistic removal: the listings go back in their places and the count is restored. */
export function rollBackComparisonRemoval(client: QueryClient, removal: ComparisonRemoval): void {
  if (removal.removed.length > 0) {
    client.setQueryData<ComparisonList>(comparisonKeys.list, (list) =>
      list ? putBackIntoComparison(list, removal.removed) : list,
    );
  }
  shiftComparisonCount(client, -removal.countDelta);
}

/**
 * Spec §4: adding raises the count by the number of ids added — ids already in the cached list
 * are not added again. Answers the change made, for a rollback.
 */
export function raiseCachedComparisonCount(client: QueryClient, ids: readonly string[]): number {
  const cached = client.getQueryData<ComparisonList>(comparisonKeys.list);
  const known = new Set(cached?.items.map((item) => item.id));
  return shiftComparisonCount(client, ids.filter((id) => !known.has(id)).length);
}
