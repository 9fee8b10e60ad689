import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { moderationKeys } from './moderation-keys';

/** `DELETE /api/admin/moderation/words/:id`. */
export function removeModerationWord(id: string): Promise<unknown> {
  return apiRequest(`/admin/moderation/words/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveModerationWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeModerationWord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.words() }),
  });
}
