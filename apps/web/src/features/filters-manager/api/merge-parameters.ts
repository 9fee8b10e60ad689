import {
  filterMergeResult,
  type FilterMergeResult,
  type MergeFilterParametersBody,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { PARAMETERS, useParametersChange } from './parameters-change';

/** `POST /api/admin/filters/parameters/merge`: one parameter into another of the same node. */
export function mergeParameters(body: MergeFilterParametersBody): Promise<FilterMergeResult> {
  return apiRequest(`${PARAMETERS}/merge`, {
    method: 'POST',
    body,
    schema: filterMergeResult,
    handled: true,
  });
}

export function useMergeParameters() {
  return useParametersChange(mergeParameters);
}
