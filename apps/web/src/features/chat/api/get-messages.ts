import { useInfiniteQuery } from '@tanstack/react-query';
import { chatLimits, type ChatMessagePage } from '@bazaar/contracts';
import { chatKeys } from '@/entities/chat/chat-keys';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/chat/conversations/{id}/messages`: newest first; `before` pages back, `after` catches up. */
export function getMessages(
  conversationId: string,
  page: { before?: string; after?: string },
  signal?: AbortSignal,
): Promise<ChatMessagePage> {
  return apiRequest<ChatMessagePage>(
    `/chat/conversations/${encodeURIComponent(conversationId)}/messages`,
    { query: { ...page, limit: chatLimits.pageMax }, signal },
  );
}

/** A conversation's messages, newest first, a page at a time; the next page is older. */
export function useMessages(conversationId: string) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }) =>
      getMessages(conversationId, pageParam ? { before: pageParam } : {}, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.has_more ? page.items.at(-1)?.id : undefined),
    // Live events and catch-ups keep it current; refetching would throw older pages away.
    staleTime: Infinity,
  });
}
