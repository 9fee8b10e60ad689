import { catalogLevels, type AdminCatalogNode, type PlaceCatalogNodeBody } from '@bazaar/contracts';

/** The drop target that makes a node a section of its division (top level). */
export const TOP_LEVEL_DROP_ID = 'top-level';

/** The children of `parentId` (null: the sections) in their order. */
export function childrenOf(
  nodes: readonly AdminCatalogNode[],
  parentId: string | null,
): AdminCatalogNode[] {
  return nodes
    .filter((node) => node.parent_id === parentId)
    .sort((a, b) => a.position - b.position || a.name_en.localeCompare(b.name_en));
}

/** Whether `candidate` is the node `id` itself or lies below it. */
export function isWithin(
  nodes: readonly AdminCatalogNode[],
  candidate: string,
  id: string,
): boolean {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  let current = byId.get(candidate);
  for (let steps = 0; current && steps <= catalogLevels.length; steps += 1) {
    if (current.id === id) return true;
    current = current.parent_id ? byId.get(current.parent_id) : undefined;
  }
  return false;
}

function depthOf(nodes: readonly AdminCatalogNode[], id: string): number {
  const level = nodes.find((node) => node.id === id)?.level;
  return level ? catalogLevels.indexOf(level) : 0;
}

function heightOf(nodes: readonly AdminCatalogNode[], id: string): number {
  const below = childrenOf(nodes, id);
  return below.length === 0 ? 0 : 1 + Math.max(...below.map((child) => heightOf(nodes, child.id)));
}

/**
 * The parents node `id` may move under: not itself or what lies below it, and not so deep that
 * the tree would have more than its three levels. Null stands for the top level.
 */
export function moveTargets(
  nodes: readonly AdminCatalogNode[],
  id: string,
): (AdminCatalogNode | null)[] {
  const height = heightOf(nodes, id);
  const fits = (parent: AdminCatalogNode) =>
    !isWithin(nodes, parent.id, id) &&
    depthOf(nodes, parent.id) + 1 + height < catalogLevels.length;
  return [null, ...nodes.filter(fits)];
}

/**
 * Where a dragged node goes when dropped on `overId`: among its siblings, the place of the one it
 * is dropped on; on another node, last below it; on the top-level target, the last section.
 * Null when the drop changes nothing or would put the node below itself.
 */
export function dropPlacement(
  nodes: readonly AdminCatalogNode[],
  activeId: string,
  overId: string,
): PlaceCatalogNodeBody | null {
  const active = nodes.find((node) => node.id === activeId);
  if (!active || activeId === overId) return null;
  if (overId === TOP_LEVEL_DROP_ID) {
    if (active.parent_id === null) return null;
    return { parent_id: null, index: childrenOf(nodes, null).length };
  }
  const over = nodes.find((node) => node.id === overId);
  if (!over || isWithin(nodes, over.id, activeId)) return null;
  if (over.parent_id === active.parent_id) {
    const siblings = childrenOf(nodes, active.parent_id).map((node) => node.id);
    return { parent_id: active.parent_id, index: siblings.indexOf(over.id) };
  }
  if (active.parent_id === over.id) return null;
  return { parent_id: over.id, index: childrenOf(nodes, over.id).length };
}
