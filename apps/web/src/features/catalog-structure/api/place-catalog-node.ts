import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCatalogTree,
  type AdminCatalogTree,
  type PlaceCatalogNodeBody,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { applyTreeEdit } from './update-tree-node';

/** `PUT /api/admin/catalog/nodes/<id>/place`: moves or reorders a node; answers the new tree. */
export function placeCatalogNode({
  id,
  ...body
}: PlaceCatalogNodeBody & { id: string }): Promise<AdminCatalogTree> {
  return apiRequest(`/admin/catalog/nodes/${encodeURIComponent(id)}/place`, {
    method: 'PUT',
    body,
    schema: adminCatalogTree,
  });
}

export function usePlaceCatalogNode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeCatalogNode,
    onSuccess: (tree) => applyTreeEdit(queryClient, tree),
  });
}
