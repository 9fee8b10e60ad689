import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userManagerKeys } from './user-manager-keys';

/**
 * A user manager action: once done, every list, account and trail of the user manager is
 * fetched again (an action changes the account, the lists it is in and the audit trail).
 */
export function useAccountMutation<Input, Output>(action: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userManagerKeys.all }),
  });
}
