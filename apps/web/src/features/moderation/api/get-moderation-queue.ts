import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { moderationCasePage, type ModerationCasePage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import type { ModerationFilters } from '../filters';
import { moderationKeys } from './moderation-keys';

/** Cases per grid page. */
export const MODERATION_PAGE_SIZE = 25;

type QueueFilters = Pick<ModerationFilters, 'state' | 'flag' | 'section'>;

/** `GET /api/admin/moderation/listings`: the queue, most recently changed first. */
export function getModerationQueue(
  { state, flag, section }: QueueFilters,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ModerationCasePage> {
  return apiRequest('/admin/moderation/listings', {
    query: { state, flag, section, limit: MODERATION_PAGE_SIZE, cursor },
    schema: moderationCasePage,
    signal,
  });
}

export function getModerationQueueQueryOptions({ state, flag, section }: QueueFilters) {
  return infiniteQueryOptions({
    queryKey: moderationKeys.queue({ state, flag, section }),
    queryFn: ({ pageParam, signal }) =>
      getModerationQueue({ state, flag, section }, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function useModerationQueue(filters: QueueFilters) {
  return useInfiniteQuery(getModerationQueueQueryOptions(filters));
}
