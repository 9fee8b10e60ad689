/**
 * The parameters in effect on a node, from the rows of its division (in their order): the
 * division's own, then each ancestor's, then the node's; a deeper definition of a key replaces a
 * shallower one in place, so an override keeps the inherited filter's place in the panel.
 * `pathIds` runs from the division's section down to the node (empty: the division itself).
 */
export function effectiveParameters<Row extends { nodeId: string | null; key: string }>(
  rows: readonly Row[],
  pathIds: readonly string[],
): Row[] {
  const depthOf = (row: Row) => (row.nodeId === null ? -1 : pathIds.indexOf(row.nodeId));
  const byKey = new Map<string, Row>();
  const along = rows.filter((row) => row.nodeId === null || depthOf(row) >= 0);
  // Stable sort: keeps each node's own order.
  for (const row of along.sort((a, b) => depthOf(a) - depthOf(b))) byKey.set(row.key, row);
  return [...byKey.values()];
}
