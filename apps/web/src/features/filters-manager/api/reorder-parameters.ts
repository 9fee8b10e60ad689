import {
  filtersManagerParameters,
  type FiltersManagerParameters,
  type ReorderFilterParametersBody,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { PARAMETERS, useParametersChange } from './parameters-change';

/** `PUT /api/admin/filters/parameters/order`: a node's own parameters in a new order. */
export function reorderParameters(
  body: ReorderFilterParametersBody,
): Promise<FiltersManagerParameters> {
  return apiRequest(`${PARAMETERS}/order`, {
    method: 'PUT',
    body,
    schema: filtersManagerParameters,
  });
}

export function useReorderParameters() {
  return useParametersChange(reorderParameters);
}
