import { localStorageKeys } from '@bazaar/contracts';

/** Raised in this tab when the stored comparison changes (other tabs get a `storage` event). */
export const COMPARISON_CHANGE_EVENT = 'bazaar:comparison-change';

/**
 * The product ids a visitor keeps for comparison, from the value stored under the comparison key
 * (spec §4): a JSON list of ids. Anything else counts as an empty list; duplicates count once.
 */
export function parseStoredComparison(value: string | null): string[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const ids = parsed
    .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
    .map(String)
    .filter((id) => id.length > 0);
  return [...new Set(ids)];
}

/**
 * The raw value stored under the comparison key (browser only). It is what React subscribes to:
 * the same text is the same snapshot, where a parsed list would be a new one on every read.
 */
export function readStoredComparisonValue(): string | null {
  try {
    return window.localStorage.getItem(localStorageKeys.comparison);
  } catch {
    return null;
  }
}

/** The visitor's stored comparison ids (browser only). */
export function readStoredComparison(): string[] {
  return parseStoredComparison(readStoredComparisonValue());
}

/**
 * Stores the visitor's comparison ids and tells this tab's listeners (browser only). An empty
 * list is no list (spec §4): the key is removed.
 */
export function writeStoredComparison(ids: readonly string[] | undefined): void {
  if (ids && ids.length > 0) {
    window.localStorage.setItem(localStorageKeys.comparison, JSON.stringify([...new Set(ids)]));
  } else {
    window.localStorage.removeItem(localStorageKeys.comparison);
  }
  window.dispatchEvent(new Event(COMPARISON_CHANGE_EVENT));
}

/** Calls `onChange` whenever the stored comparison may have changed, in this tab or another. */
export function subscribeToStoredComparison(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === localStorageKeys.comparison) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(COMPARISON_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(COMPARISON_CHANGE_EVENT, onChange);
  };
}
