import { managedParameter, type ManagedParameter } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { parameterPath, useParametersChange } from './parameters-change';

/** `POST /api/admin/filters/parameters/{id}/override`: an inherited parameter, made the node's. */
export function overrideParameter({
  id,
  node_id,
}: {
  id: string;
  node_id: string;
}): Promise<ManagedParameter> {
  return apiRequest(`${parameterPath(id)}/override`, {
    method: 'POST',
    body: { node_id },
    schema: managedParameter,
  });
}

export function useOverrideParameter() {
  return useParametersChange(overrideParameter);
}
