import {
  managedParameter,
  type CreateFilterParameterBody,
  type ManagedParameter,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { PARAMETERS, useParametersChange } from './parameters-change';

/** `POST /api/admin/filters/parameters`: a new parameter on a node or division. */
export function createParameter(body: CreateFilterParameterBody): Promise<ManagedParameter> {
  return apiRequest(PARAMETERS, { method: 'POST', body, schema: managedParameter, handled: true });
}

export function useCreateParameter() {
  return useParametersChange(createParameter);
}
