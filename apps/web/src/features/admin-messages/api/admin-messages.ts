import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminMessage,
  adminMessageHistory,
  adminMessagePreview,
  type AdminMessage,
  type AdminMessageInput,
  type AdminMessagePreview,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/** Query keys of the admin-messages feature: every key starts with `['admin-messages']`. */
export const adminMessagesKeys = {
  all: ['admin-messages'] as const,
  history: () => [...adminMessagesKeys.all, 'history'] as const,
  detail: (id: string) => [...adminMessagesKeys.all, 'detail', id] as const,
};

const path = (id?: string) =>
  id ? `/admin/notifications/${encodeURIComponent(id)}` : '/admin/notifications';

export function useAdminMessageHistory() {
  return useQuery(
    queryOptions({
      queryKey: adminMessagesKeys.history(),
      queryFn: ({ signal }) => apiRequest(path(), { schema: adminMessageHistory, signal }),
      // Counts grow while batches run and recipients read; a message due now is followed closely.
      refetchInterval: (query) =>
        query.state.data?.some(
          (message) =>
            message.status === 'sending' ||
            (message.status === 'scheduled' && Date.parse(message.send_at) <= Date.now()),
        )
          ? 2_000
          : 10_000,
    }),
  );
}

export function useAdminMessage(id: string) {
  return useQuery({
    queryKey: adminMessagesKeys.detail(id),
    queryFn: ({ signal }) => apiRequest(path(id), { schema: adminMessage, signal }),
  });
}

/** `POST /api/admin/notifications/preview`: recipients and the rendered texts. */
export function usePreviewAdminMessage() {
  return useMutation({
    mutationFn: (body: AdminMessageInput): Promise<AdminMessagePreview> =>
      apiRequest(`${path()}/preview`, {
        method: 'POST',
        body,
        schema: adminMessagePreview,
        handled: true,
      }),
  });
}

/** Create (`id` unset) or change a scheduled message; the history refreshes after. */
export function useSaveAdminMessage(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminMessageInput): Promise<AdminMessage> =>
      apiRequest(path(id), {
        method: id ? 'PUT' : 'POST',
        body,
        schema: adminMessage,
        handled: true,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminMessagesKeys.all }),
  });
}

export function useCancelAdminMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<AdminMessage> =>
      apiRequest(`${path(id)}/cancel`, { method: 'POST', schema: adminMessage }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminMessagesKeys.all }),
  });
}
