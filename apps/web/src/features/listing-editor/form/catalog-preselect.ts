import { catalogPath, type CatalogLevel, type CatalogNode } from '@bazaar/contracts';

/** The `section`, `category` and `subcategory` query parameters of an add form (spec §2). */
export interface CatalogPreselection {
  section?: string | null;
  category?: string | null;
  subcategory?: string | null;
}

const named = (node: CatalogNode, key: string) => node.id === key || node.slug === key;

function find(
  nodes: readonly CatalogNode[],
  level: CatalogLevel,
  key: string | null | undefined,
  within: CatalogNode | undefined,
): CatalogNode | undefined {
  if (!key) return undefined;
  return nodes.find(
    (node) =>
      node.level === level &&
      named(node, key) &&
      (!within || catalogPath(nodes, node.id).some((ancestor) => ancestor.id === within.id)),
  );
}

/**
 * The node a new listing starts in: the deepest of the given section, category and subcategory
 * that exists in the division's tree, each named by id or by slug. A level that does not sit
 * under the one above it is ignored, so a stale link still opens the form.
 */
export function preselectedNodeId(
  nodes: readonly CatalogNode[],
  wanted: CatalogPreselection,
): string {
  const section = find(nodes, 'section', wanted.section, undefined);
  const category = find(nodes, 'category', wanted.category, section);
  const subcategory = find(nodes, 'subcategory', wanted.subcategory, category ?? section);
  return (subcategory ?? category ?? section)?.id ?? '';
}
