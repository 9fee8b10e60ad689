import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productImportRun, type StartStoreImportRequest } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { placeRunInCache } from './get-import-runs';

export function useStartStoreImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StartStoreImportRequest) =>
      apiRequest('/products/me/imports/store', {
        method: 'POST',
        body: request,
        schema: productImportRun,
      }),
    onSuccess: (run) => placeRunInCache(queryClient, run),
  });
}
