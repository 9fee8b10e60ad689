import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  filterMergeResult,
  filtersManagerParameters,
  managedParameter,
  type CreateFilterParameterBody,
  type FilterMergeResult,
  type FiltersManagerParameters,
  type ManagedParameter,
  type MergeFilterOptionsBody,
  type MergeFilterParametersBody,
  type ReorderFilterParametersBody,
  type UpdateFilterParameterBody,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { filtersManagerKeys } from './filters-manager-keys';

/*
 * The filters manager's changes. Each refreshes every node's parameters after (an edit on a
 * parent shows on its children); dialogs show their own errors (`handled`), the §8 merge errors
 * among them.
 */

const PARAMETERS = '/admin/filters/parameters';
const parameterPath = (id: string) => `${PARAMETERS}/${encodeURIComponent(id)}`;

function useParametersChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: filtersManagerKeys.all }),
  });
}

/** `POST /api/admin/filters/parameters`: a new parameter on a node or division. */
export function useCreateParameter() {
  return useParametersChange((body: CreateFilterParameterBody): Promise<ManagedParameter> =>
    apiRequest(PARAMETERS, { method: 'POST', body, schema: managedParameter, handled: true }),
  );
}

/** `PATCH /api/admin/filters/parameters/{id}`: names, options, shown as a filter. */
export function useUpdateParameter() {
  return useParametersChange(
    ({ id, ...body }: UpdateFilterParameterBody & { id: string }): Promise<ManagedParameter> =>
      apiRequest(parameterPath(id), {
        method: 'PATCH',
        body,
        schema: managedParameter,
        handled: true,
      }),
  );
}

/** `PUT /api/admin/filters/parameters/order`: a node's own parameters in a new order. */
export function useReorderParameters() {
  return useParametersChange(
    (body: ReorderFilterParametersBody): Promise<FiltersManagerParameters> =>
      apiRequest(`${PARAMETERS}/order`, {
        method: 'PUT',
        body,
        schema: filtersManagerParameters,
      }),
  );
}

/** `POST /api/admin/filters/parameters/{id}/override`: an inherited parameter, made the node's. */
export function useOverrideParameter() {
  return useParametersChange(
    ({ id, node_id }: { id: string; node_id: string }): Promise<ManagedParameter> =>
      apiRequest(`${parameterPath(id)}/override`, {
        method: 'POST',
        body: { node_id },
        schema: managedParameter,
      }),
  );
}

/** `POST /api/admin/filters/parameters/merge`: one parameter into another of the same node. */
export function useMergeParameters() {
  return useParametersChange((body: MergeFilterParametersBody): Promise<FilterMergeResult> =>
    apiRequest(`${PARAMETERS}/merge`, {
      method: 'POST',
      body,
      schema: filterMergeResult,
      handled: true,
    }),
  );
}

/** `POST /api/admin/filters/parameters/{id}/options/merge`: one option into another. */
export function useMergeOptions() {
  return useParametersChange(
    ({ id, ...body }: MergeFilterOptionsBody & { id: string }): Promise<FilterMergeResult> =>
      apiRequest(`${parameterPath(id)}/options/merge`, {
        method: 'POST',
        body,
        schema: filterMergeResult,
        handled: true,
      }),
  );
}
