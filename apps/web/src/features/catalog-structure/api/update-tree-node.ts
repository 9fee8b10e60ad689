import { type QueryClient } from '@tanstack/react-query';
import { type AdminCatalogNode, type AdminCatalogTree } from '@bazaar/contracts';
import { catalogKeys } from '@/entities/catalog/catalog-keys';
import { catalogStructureKeys } from './catalog-structure-keys';

/**
 * After an edit: the division's tree shows the node's new row (or the whole new tree), and the
 * public catalog queries of this visit are asked again.
 */
export function applyTreeEdit(
  queryClient: QueryClient,
  edited: AdminCatalogNode | AdminCatalogTree,
): void {
  const section = edited.section;
  if ('nodes' in edited) {
    queryClient.setQueryData(catalogStructureKeys.tree(section), edited);
  } else {
    queryClient.setQueryData<AdminCatalogTree>(catalogStructureKeys.tree(section), (tree) => {
      if (!tree) return tree;
      const known = tree.nodes.some((node) => node.id === edited.id);
      return {
        ...tree,
        nodes: known
          ? tree.nodes.map((node) => (node.id === edited.id ? edited : node))
          : [...tree.nodes, edited],
      };
    });
  }
  void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
}
