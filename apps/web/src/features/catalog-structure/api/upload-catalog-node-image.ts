import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCatalogNode, type AdminCatalogNode } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { applyTreeEdit } from './update-tree-node';

/** `POST /api/admin/catalog/nodes/<id>/image` (multipart `file`): JPEG, PNG or WebP. */
export function uploadCatalogNodeImage({
  id,
  file,
}: {
  id: string;
  file: File;
}): Promise<AdminCatalogNode> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest(`/admin/catalog/nodes/${encodeURIComponent(id)}/image`, {
    method: 'POST',
    body,
    schema: adminCatalogNode,
  });
}

export function useUploadCatalogNodeImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCatalogNodeImage,
    onSuccess: (node) => applyTreeEdit(queryClient, node),
  });
}
