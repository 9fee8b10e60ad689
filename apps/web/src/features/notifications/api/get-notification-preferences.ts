import { queryOptions, useQuery } from '@tanstack/react-query';
import { type NotificationPreferences } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { type RequestContext } from '@/lib/request-context';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { notificationKeys } from './notification-keys';

/** `GET /api/notifications/preferences`: per category, in the app and by mail. */
export function getNotificationPreferences({
  signal,
  context,
}: { signal?: AbortSignal; context?: RequestContext } = {}): Promise<NotificationPreferences> {
  return apiRequest<NotificationPreferences>('/notifications/preferences', { signal, context });
}

export function getNotificationPreferencesQueryOptions(context?: RequestContext) {
  return queryOptions({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => getNotificationPreferences({ signal, context }),
  });
}

/** Runs only for a signed-in account: the preferences are its own. */
export function useNotificationPreferences() {
  const signedIn = useAppSelector(selectIsLoggedIn);
  return useQuery({ ...getNotificationPreferencesQueryOptions(), enabled: signedIn });
}
