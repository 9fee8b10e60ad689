import { type CatalogNode } from '@bazaar/contracts';
import { type BrowseState } from './browse-state';

/**
 * The slug paths an old section-page address may have had, most precise first: the section and
 * its category, then the section alone ("electronics/phones", "electronics").
 */
export function oldSlugPaths(sectionSlug: string, category: string | null): string[] {
  return category ? [`${sectionSlug}/${category}`, sectionSlug] : [sectionSlug];
}

/**
 * Where an old address leads now that its node lies at `path` (from the section down): the
 * section page of the path's section, with the rest of the address's state kept. A subcategory is
 * chosen by its id; a node the old address chose below the moved one stays chosen.
 */
export function movedAddress(
  path: readonly CatalogNode[],
  state: BrowseState,
): { sectionSlug: string; state: BrowseState } | null {
  const [section, category, subcategory] = path;
  if (!section) return null;
  return {
    sectionSlug: section.slug,
    state: {
      ...state,
      category: category?.slug ?? null,
      node: subcategory?.id ?? state.node,
    },
  };
}
