import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type NotificationPreferences,
  type UpdateNotificationPreferencesBody,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** `PUT /api/notifications/preferences`: the categories given; answers every category. */
export function updateNotificationPreferences(
  body: UpdateNotificationPreferencesBody,
): Promise<NotificationPreferences> {
  return apiRequest<NotificationPreferences>('/notifications/preferences', {
    method: 'PUT',
    body,
    handled: true,
  });
}

/** Shows the change at once; the server's answer (or, on failure, a refetch) settles it. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  const key = notificationKeys.preferences();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onMutate: async (changes) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<NotificationPreferences>(key, (current) =>
        current ? { ...current, ...changes } : current,
      );
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
