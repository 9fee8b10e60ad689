import type { CatalogNode } from './catalog';

/** Levels of the catalog tree under a division (the division itself is the section value). */
export const catalogLevels = ['section', 'category', 'subcategory'] as const;
export type CatalogLevel = (typeof catalogLevels)[number];

/** The nodes a listing form offers under a parent (null: the division's sections). */
export function catalogChildren(
  nodes: readonly CatalogNode[],
  parentId: string | null,
): CatalogNode[] {
  return nodes
    .filter((node) => node.parent_id === parentId)
    .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name));
}

/** The path from a division's section down to a node (empty when the node is unknown). */
export function catalogPath(nodes: readonly CatalogNode[], nodeId: string): CatalogNode[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const path: CatalogNode[] = [];
  let current = byId.get(nodeId);
  while (current && path.length <= catalogLevels.length) {
    path.unshift(current);
    current = current.parent_id ? byId.get(current.parent_id) : undefined;
  }
  return path;
}
