import { useQuery } from '@tanstack/react-query';
import { productImportRowsPage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { importingKeys } from './importing-keys';

/** `GET /api/products/me/imports/{id}/rows`: a run's report (the failed rows first asked). */
export function useImportRows(id: string, outcome: 'failed' | 'all', enabled: boolean) {
  return useQuery({
    queryKey: importingKeys.rows(id, outcome),
    queryFn: ({ signal }) =>
      apiRequest(`/products/me/imports/${id}/rows`, {
        query: { per_page: 200, ...(outcome === 'all' ? {} : { outcome }) },
        schema: productImportRowsPage,
        signal,
      }),
    enabled,
  });
}
