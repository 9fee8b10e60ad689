import {
  filterMergeResult,
  type FilterMergeResult,
  type MergeFilterOptionsBody,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { parameterPath, useParametersChange } from './parameters-change';

/** `POST /api/admin/filters/parameters/{id}/options/merge`: one option into another. */
export function mergeOptions({
  id,
  ...body
}: MergeFilterOptionsBody & { id: string }): Promise<FilterMergeResult> {
  return apiRequest(`${parameterPath(id)}/options/merge`, {
    method: 'POST',
    body,
    schema: filterMergeResult,
    handled: true,
  });
}

export function useMergeOptions() {
  return useParametersChange(mergeOptions);
}
