import { useMutation, useQueryClient } from '@tanstack/react-query';
import { filtersManagerKeys } from './filters-manager-keys';

/*
 * What the filters manager's changes share. Each refreshes every node's parameters after (an
 * edit on a parent shows on its children); dialogs show their own errors (`handled`), the §8
 * merge errors among them.
 */

export const PARAMETERS = '/admin/filters/parameters';
export const parameterPath = (id: string) => `${PARAMETERS}/${encodeURIComponent(id)}`;

export function useParametersChange<Input, Output>(change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: filtersManagerKeys.all }),
  });
}
