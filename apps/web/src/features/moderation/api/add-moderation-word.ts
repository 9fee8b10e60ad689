import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationWord, type ModerationWord } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { moderationKeys } from './moderation-keys';

/** `POST /api/admin/moderation/words`. */
export function addModerationWord(word: string): Promise<ModerationWord> {
  return apiRequest('/admin/moderation/words', {
    method: 'POST',
    body: { word },
    schema: moderationWord,
  });
}

export function useAddModerationWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addModerationWord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.words() }),
  });
}
