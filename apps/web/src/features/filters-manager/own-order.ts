import { type ManagedParameter } from '@bazaar/contracts';

/**
 * A node's own parameters in their own order. The panel shows an override in the place of the
 * parameter it replaces, so the list's order is not theirs: moving one reorders these.
 */
export function ownInOrder(parameters: readonly ManagedParameter[]): ManagedParameter[] {
  return parameters
    .filter((parameter) => !parameter.inherited)
    .sort((a, b) => a.position - b.position);
}

/** The own parameters' ids with `id` moved by one place (`by` -1 up, 1 down). */
export function movedOrder(
  parameters: readonly ManagedParameter[],
  id: string,
  by: -1 | 1,
): string[] {
  const ids = ownInOrder(parameters).map((parameter) => parameter.id);
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  ids.splice(from, 1);
  ids.splice(to, 0, id);
  return ids;
}
