/**
 * The `p`th percentile of ascending numbers by nearest rank: the smallest value with at least p %
 * of the values at or below it; NaN when there are none.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}
