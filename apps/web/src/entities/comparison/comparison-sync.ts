import { COMPARISON_MAX, isUuid, removeComparisonIds } from '@bazaar/contracts';

/** What handing a visitor's comparison to the account needs; the browser's are elsewhere. */
export interface ComparisonSyncDependencies {
  /** The ids stored under the comparison key. */
  read: () => string[];
  /** Stores ids; undefined removes the key. */
  write: (ids: string[] | undefined) => void;
  /** Which of these ids can still be compared (listings that exist and are on sale). */
  usable: (ids: string[]) => Promise<string[]>;
  /** `POST /users/me/comparison {include}`; answers the account's new count. */
  send: (ids: string[]) => Promise<{ products_in_comparison: number }>;
  /** The api refused the ids for good (not a passing failure): sending them again cannot help. */
  isRefusal: (error: unknown) => boolean;
  /** Runs one sync at a time across the browser's tabs. */
  exclusive: <T>(run: () => Promise<T>) => Promise<T>;
}

export type ComparisonSyncOutcome =
  | { kind: 'nothing' }
  | { kind: 'sent'; ids: string[]; products_in_comparison: number }
  /** The api refused them (the account's list is full): they were let go. */
  | { kind: 'refused'; error: unknown }
  /** A passing failure: the ids stay stored for the next try. */
  | { kind: 'failed'; error: unknown };

/**
 * Spec §4: after sign-in the stored ids are sent once as an include list, then cleared locally.
 *
 * Calls while a sync runs share it (re-renders, a second effect), and each sync reads the stored
 * ids again under the cross-tab lock, so a tab that waited finds them gone instead of sending
 * them twice. Listings withdrawn since they were stored are left out first (the api adds all
 * or nothing). When a call fails for a passing reason the ids stay stored, for the next sign-in
 * or page load; when the api refuses them for good they are let go, or they would be sent on
 * every page load.
 */
export function createComparisonSync(deps: ComparisonSyncDependencies) {
  let running: Promise<ComparisonSyncOutcome> | null = null;

  const run = () =>
    deps.exclusive(async (): Promise<ComparisonSyncOutcome> => {
      const stored = deps.read();
      if (stored.length === 0) return { kind: 'nothing' };
      // Only what was read is cleared: anything stored meanwhile waits for the next sync.
      const clear = () => deps.write(removeComparisonIds(deps.read(), new Set(stored)));
      const candidates = stored.filter((id) => isUuid(id)).slice(0, COMPARISON_MAX);
      let ids: string[] = [];
      try {
        if (candidates.length > 0) ids = await deps.usable(candidates);
        if (ids.length === 0) {
          clear();
          return { kind: 'nothing' };
        }
        const { products_in_comparison } = await deps.send(ids);
        clear();
        return { kind: 'sent', ids, products_in_comparison };
      } catch (error) {
        if (!deps.isRefusal(error)) return { kind: 'failed', error };
        clear();
        return { kind: 'refused', error };
      }
    });

  return function syncStoredComparison(): Promise<ComparisonSyncOutcome> {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };
}
