import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productImportRun } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { placeRunInCache } from './get-import-runs';

export function useStartFileImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uploadId: string) =>
      apiRequest('/products/me/imports/file', {
        method: 'POST',
        body: { upload_id: uploadId },
        schema: productImportRun,
      }),
    onSuccess: (run) => placeRunInCache(queryClient, run),
  });
}
