import {
  managedParameter,
  type ManagedParameter,
  type UpdateFilterParameterBody,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { parameterPath, useParametersChange } from './parameters-change';

/** `PATCH /api/admin/filters/parameters/{id}`: names, options, shown as a filter. */
export function updateParameter({
  id,
  ...body
}: UpdateFilterParameterBody & { id: string }): Promise<ManagedParameter> {
  return apiRequest(parameterPath(id), {
    method: 'PATCH',
    body,
    schema: managedParameter,
    handled: true,
  });
}

export function useUpdateParameter() {
  return useParametersChange(updateParameter);
}
