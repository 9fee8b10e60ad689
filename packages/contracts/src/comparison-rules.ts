/** Most products one comparison holds. */
export const COMPARISON_MAX = 50;

/**
 * Spec §4: toggling adds or removes an id; an empty list becomes undefined.
 */
export function toggleComparisonId(
  ids: readonly string[] | undefined,
  id: string,
): string[] | undefined {
  const current = ids ?? [];
  const next = current.includes(id)
    ? current.filter((existing) => existing !== id)
    : [...current, id];
  return next.length > 0 ? next : undefined;
}

/** Spec §4: removal takes a set of ids; an empty list becomes undefined. */
export function removeComparisonIds(
  ids: readonly string[] | undefined,
  removed: ReadonlySet<string>,
): string[] | undefined {
  const next = (ids ?? []).filter((id) => !removed.has(id));
  return next.length > 0 ? next : undefined;
}

/** Spec §3/§4: the count moves by a signed delta and never goes below 0. */
export function adjustComparisonCount(count: number, delta: number): number {
  return Math.max(0, count + delta);
}
