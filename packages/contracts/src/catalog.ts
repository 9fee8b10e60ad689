import { z } from 'zod';
import { marketplaceSections } from './enums';

/** Levels of the catalog tree under a division (the division itself is the section value). */
export const catalogLevels = ['section', 'category', 'subcategory'] as const;
export type CatalogLevel = (typeof catalogLevels)[number];

/** One node of a division's catalog tree: division → section → category → subcategory. */
export const catalogNode = z.object({
  id: z.uuid(),
  section: z.enum(marketplaceSections),
  parent_id: z.uuid().nullable(),
  level: z.enum(catalogLevels),
  name: z.string(),
  slug: z.string(),
  image_url: z.string().nullable(),
  position: z.number().int(),
});
export type CatalogNode = z.infer<typeof catalogNode>;

export const catalogTreeQuery = z.object({
  section: z.enum(marketplaceSections),
});
export type CatalogTreeQuery = z.infer<typeof catalogTreeQuery>;

/** A division's whole tree, flat: parents before children, siblings in their order. */
export const catalogTree = z.object({
  section: z.enum(marketplaceSections),
  nodes: z.array(catalogNode),
});
export type CatalogTree = z.infer<typeof catalogTree>;

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
