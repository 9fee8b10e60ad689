import { queryOptions, useQuery } from '@tanstack/react-query';
import { moderationWordList, type ModerationWordList } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { moderationKeys } from './moderation-keys';

/** `GET /api/admin/moderation/words`. */
export function getModerationWords(signal?: AbortSignal): Promise<ModerationWordList> {
  return apiRequest('/admin/moderation/words', { schema: moderationWordList, signal });
}

export function getModerationWordsQueryOptions() {
  return queryOptions({
    queryKey: moderationKeys.words(),
    queryFn: ({ signal }) => getModerationWords(signal),
  });
}

export function useModerationWords() {
  return useQuery(getModerationWordsQueryOptions());
}
