import { catalogLevels, type CatalogLevel } from '@bazaar/contracts';

/** What the structure rules read of a node. */
export interface StructureNodeLink {
  id: string;
  parentId: string | null;
  slug: string;
}

/**
 * A division's tree as its edits check it: depths, subtrees and the slug paths that section
 * pages' addresses are made of (ADR 0071).
 */
export function structureOf<N extends StructureNodeLink>(nodes: readonly N[]) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const childrenOf = (id: string | null) => nodes.filter((node) => node.parentId === id);

  /** From the division's section down to the node itself (at most as deep as the levels). */
  const ancestry = (id: string): N[] => {
    const chain: N[] = [];
    let current = byId.get(id);
    while (current && chain.length <= catalogLevels.length) {
      chain.unshift(current);
      current = current.parentId ? byId.get(current.parentId) : undefined;
    }
    return chain;
  };

  /** The node and everything below it, parents first. */
  const subtree = (id: string): N[] => {
    const root = byId.get(id);
    if (!root) return [];
    const found = [root];
    for (let i = 0; i < found.length; i += 1) found.push(...childrenOf(found[i]!.id));
    return found;
  };

  return {
    byId,
    childrenOf,
    subtree,
    /** 0 for a section, 1 for a category, 2 for a subcategory. */
    depthOf: (id: string) => ancestry(id).length - 1,
    /** How many levels lie below the node (0 for a leaf). */
    heightOf(id: string): number {
      const below = childrenOf(id);
      return below.length === 0
        ? 0
        : 1 + Math.max(...below.map((child) => this.heightOf(child.id)));
    },
    /** The slugs from the division's section down to the node: "electronics/phones". */
    slugPath: (id: string) =>
      ancestry(id)
        .map((node) => node.slug)
        .join('/'),
    /** Whether `candidate` is the node itself or lies below it. */
    isWithin: (candidate: string, id: string) => ancestry(candidate).some((node) => node.id === id),
  };
}

/** The level of a node at `depth` (0: section), or undefined deeper than the tree goes. */
export function levelAt(depth: number): CatalogLevel | undefined {
  return catalogLevels[depth];
}
