import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  NOTIFICATIONS_QUERY_KEY,
  opensRemovedByPlatformModal,
  type MarkedViewed,
  type Notification,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';

/**
 * Notifications live with the shell, not one feature: the top bar, the bottom bar's dot and the
 * notifications page all read the same cached lists (spec §4, §7).
 */
export const notificationKeys = {
  all: [NOTIFICATIONS_QUERY_KEY] as const,
  list: (onlyUnviewed: boolean) =>
    [NOTIFICATIONS_QUERY_KEY, { only_unviewed: onlyUnviewed }] as const,
};

/** `GET /api/notifications/me?only_unviewed=`. */
export function getMyNotifications(
  onlyUnviewed: boolean,
  signal?: AbortSignal,
): Promise<Notification[]> {
  return apiRequest<Notification[]>('/notifications/me', {
    query: { only_unviewed: onlyUnviewed },
    signal,
  });
}

/** The signed-in account's notifications; fetched only while signed in (spec §6). */
export function useMyNotifications(onlyUnviewed: boolean) {
  const signedIn = useAppSelector(selectIsLoggedIn);
  return useQuery({
    queryKey: notificationKeys.list(onlyUnviewed),
    queryFn: ({ signal }) => getMyNotifications(onlyUnviewed, signal),
    enabled: signedIn,
    // No polling: the live channel keeps the cached lists current (live-notifications.ts).
  });
}

/** How many notifications are unviewed; null while signed out or unknown. */
export function useUnviewedNotificationCount(): number | null {
  const unviewed = useMyNotifications(true);
  return unviewed.data?.length ?? null;
}

/**
 * The removed-by-platform e-shop notice a modal shows (spec §4), oldest first when there are
 * several; the unviewed list is newest first.
 */
export function removedByPlatformNotice(
  unviewed: readonly Notification[] | undefined,
): Notification | null {
  return unviewed?.findLast(opensRemovedByPlatformModal) ?? null;
}

/**
 * The signed-in account's removed-by-platform notice waiting for its modal, from the cached
 * unviewed list: one pushed live opens it too, one viewed in another tab closes it.
 */
export function useRemovedByPlatformNotice(): Notification | null {
  return removedByPlatformNotice(useMyNotifications(true).data);
}

/**
 * Marks notifications viewed in every cached list, in place (spec §4): the full list flips
 * their flag, the unviewed list drops them.
 */
export function markViewedInCache(queryClient: QueryClient, ids: ReadonlySet<string>): void {
  queryClient.setQueryData<Notification[]>(notificationKeys.list(false), (list) =>
    list?.map((item) => (ids.has(item.id) ? { ...item, viewed: true } : item)),
  );
  queryClient.setQueryData<Notification[]>(notificationKeys.list(true), (list) =>
    list?.filter((item) => !ids.has(item.id)),
  );
}

/** `PATCH /api/notifications/viewed` with `[{id}]`. */
export function markNotificationsViewed(ids: readonly string[]) {
  return apiRequest<MarkedViewed>('/notifications/viewed', {
    method: 'PATCH',
    body: ids.map((id) => ({ id })),
  });
}

export function useMarkNotificationsViewed() {
  const queryClient = useQueryClient();
  return useMutation({
    // A list fetch already under way would answer from before the change and undo it.
    onMutate: () => queryClient.cancelQueries({ queryKey: notificationKeys.all }),
    mutationFn: (ids: readonly string[]) => markNotificationsViewed(ids),
    onSuccess: (_result, ids) => {
      markViewedInCache(queryClient, new Set(ids));
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
