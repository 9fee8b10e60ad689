import { catalogPath, type CatalogNode } from '@bazaar/contracts';
import { type BrowseState } from './browse-state';

/** What a section page (`/<route word>/<section slug>`) narrows its results to. */
export interface SectionScope {
  /** The division's top-level node the page is about. */
  section: CatalogNode;
  /** The category chosen with `category` (a child of the section), if any. */
  category: CatalogNode | null;
  /** The node chosen with `node` (below the category, or the section), if any. */
  node: CatalogNode | null;
  /** The node whose listings show: the deepest one chosen. */
  scope: CatalogNode;
}

/**
 * Reads a section page's place in its division's tree: null for a slug that names no section
 * (the page is not found). A `category` or `node` that does not lie below it is ignored.
 */
export function sectionScope(
  nodes: readonly CatalogNode[],
  sectionSlug: string,
  state: Pick<BrowseState, 'category' | 'node'>,
): SectionScope | null {
  const section = nodes.find((node) => node.parent_id === null && node.slug === sectionSlug);
  if (!section) return null;
  const category =
    (state.category &&
      nodes.find((node) => node.parent_id === section.id && node.slug === state.category)) ||
    null;
  const within = category ?? section;
  const path = state.node ? catalogPath(nodes, state.node) : [];
  const node =
    path.length > 0 && path.some((ancestor) => ancestor.id === within.id) && path.at(-1) !== within
      ? path.at(-1)!
      : null;
  return { section, category, node, scope: node ?? category ?? section };
}
