import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  moderationCaseDetail,
  moderationCasePage,
  moderationWord,
  moderationWordList,
  type ModerationCaseDetail,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import type { ModerationFilters } from '../filters';

/** Cases per grid page. */
export const MODERATION_PAGE_SIZE = 25;

/** The key factory of the listings' moderation (ADR 0070). */
export const moderationKeys = {
  all: ['api/admin/moderation'] as const,
  queue: (filters: Pick<ModerationFilters, 'state' | 'flag' | 'section'>) =>
    [...moderationKeys.all, 'queue', filters] as const,
  case: (listingId: string) => [...moderationKeys.all, 'case', listingId] as const,
  words: () => [...moderationKeys.all, 'words'] as const,
};

/** `GET /api/admin/moderation/listings`: the queue, most recently changed first. */
export function getModerationQueueQueryOptions({
  state,
  flag,
  section,
}: Pick<ModerationFilters, 'state' | 'flag' | 'section'>) {
  return infiniteQueryOptions({
    queryKey: moderationKeys.queue({ state, flag, section }),
    queryFn: ({ pageParam, signal }) =>
      apiRequest('/admin/moderation/listings', {
        query: { state, flag, section, limit: MODERATION_PAGE_SIZE, cursor: pageParam },
        schema: moderationCasePage,
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}

export function useModerationQueue(filters: Pick<ModerationFilters, 'state' | 'flag' | 'section'>) {
  return useInfiniteQuery(getModerationQueueQueryOptions(filters));
}

/** `GET /api/admin/moderation/listings/:id`: a case with its history. */
export function useModerationCase(listingId: string) {
  return useQuery(
    queryOptions({
      queryKey: moderationKeys.case(listingId),
      queryFn: ({ signal }) =>
        apiRequest(`/admin/moderation/listings/${encodeURIComponent(listingId)}`, {
          schema: moderationCaseDetail,
          signal,
        }),
    }),
  );
}

export type ModerationDecision = 'request-revision' | 'approve' | 'block';

/** Asks for a revision, approves or blocks; the queue and the case are read again. */
export function useModerationDecision(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ decision, reason }: { decision: ModerationDecision; reason?: string }) =>
      apiRequest<ModerationCaseDetail>(
        `/admin/moderation/listings/${encodeURIComponent(listingId)}/${decision}`,
        {
          method: 'POST',
          body: reason === undefined ? undefined : { reason },
          schema: moderationCaseDetail,
        },
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(moderationKeys.case(listingId), detail);
      return queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });
}

/** `GET /api/admin/moderation/words`. */
export function useModerationWords() {
  return useQuery(
    queryOptions({
      queryKey: moderationKeys.words(),
      queryFn: ({ signal }) =>
        apiRequest('/admin/moderation/words', { schema: moderationWordList, signal }),
    }),
  );
}

export function useAddModerationWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (word: string) =>
      apiRequest('/admin/moderation/words', {
        method: 'POST',
        body: { word },
        schema: moderationWord,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.words() }),
  });
}

export function useRemoveModerationWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/admin/moderation/words/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.words() }),
  });
}
