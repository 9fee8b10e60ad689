import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FollowedSellers, type FollowState } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';

/** The followed sellers, next to the spec's 'api/users/me' (§7). */
const MY_PEOPLE_QUERY_KEY = 'api/users/me/followed-sellers';

export const myPeopleKeys = {
  all: [MY_PEOPLE_QUERY_KEY] as const,
  list: [MY_PEOPLE_QUERY_KEY, 'list'] as const,
  state: (sellerId: string) => [MY_PEOPLE_QUERY_KEY, 'state', sellerId] as const,
};

const sellerPath = (sellerId: string) =>
  `/users/me/followed-sellers/${encodeURIComponent(sellerId)}`;

/** `GET /api/users/me/followed-sellers`: My People, newest followed first. */
export function getFollowedSellersQueryOptions(context?: RequestContext) {
  return queryOptions({
    queryKey: myPeopleKeys.list,
    queryFn: ({ signal }) =>
      apiRequest<FollowedSellers>('/users/me/followed-sellers', { signal, context }),
  });
}

/** Whether the signed-in buyer follows the seller (only asked when `enabled`). */
export function useFollowState(sellerId: string, enabled: boolean) {
  return useQuery({
    queryKey: myPeopleKeys.state(sellerId),
    queryFn: ({ signal }) => apiRequest<FollowState>(sellerPath(sellerId), { signal }),
    enabled,
  });
}

/** Follows or unfollows a seller; the button and My People show it at once. */
export function useFollowChange(sellerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (following: boolean) =>
      apiRequest<void>(sellerPath(sellerId), { method: following ? 'PUT' : 'DELETE' }),
    onSuccess: (_, following) => {
      queryClient.setQueryData<FollowState>(myPeopleKeys.state(sellerId), { following });
      void queryClient.invalidateQueries({ queryKey: myPeopleKeys.list });
    },
  });
}
