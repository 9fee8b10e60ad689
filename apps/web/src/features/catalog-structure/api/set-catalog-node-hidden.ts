import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCatalogNode, type AdminCatalogNode } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { applyTreeEdit } from './update-tree-node';

/** `PUT /api/admin/catalog/nodes/<id>/visibility`: hides or shows a node. */
export function setCatalogNodeHidden({
  id,
  hidden,
}: {
  id: string;
  hidden: boolean;
}): Promise<AdminCatalogNode> {
  return apiRequest(`/admin/catalog/nodes/${encodeURIComponent(id)}/visibility`, {
    method: 'PUT',
    body: { hidden },
    schema: adminCatalogNode,
  });
}

export function useSetCatalogNodeHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCatalogNodeHidden,
    onSuccess: (node) => applyTreeEdit(queryClient, node),
  });
}
