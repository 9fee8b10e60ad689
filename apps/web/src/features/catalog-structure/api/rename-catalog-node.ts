import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCatalogNode,
  type AdminCatalogNode,
  type RenameCatalogNodeBody,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { applyTreeEdit } from './update-tree-node';

/** `PATCH /api/admin/catalog/nodes/<id>`: names in both languages and the slug. */
export function renameCatalogNode({
  id,
  ...body
}: RenameCatalogNodeBody & { id: string }): Promise<AdminCatalogNode> {
  return apiRequest(`/admin/catalog/nodes/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body,
    schema: adminCatalogNode,
  });
}

export function useRenameCatalogNode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCatalogNode,
    onSuccess: (node) => applyTreeEdit(queryClient, node),
  });
}
