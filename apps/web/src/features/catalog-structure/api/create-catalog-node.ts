import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminCatalogNode,
  type AdminCatalogNode,
  type CreateCatalogNodeBody,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { applyTreeEdit } from './update-tree-node';

/** `POST /api/admin/catalog/nodes`: a new node, last among its siblings. */
export function createCatalogNode(body: CreateCatalogNodeBody): Promise<AdminCatalogNode> {
  return apiRequest('/admin/catalog/nodes', { method: 'POST', body, schema: adminCatalogNode });
}

export function useCreateCatalogNode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCatalogNode,
    onSuccess: (node) => applyTreeEdit(queryClient, node),
  });
}
