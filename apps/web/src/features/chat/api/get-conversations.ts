import { useInfiniteQuery } from '@tanstack/react-query';
import { chatLimits, type ConversationPage } from '@bazaar/contracts';
import { chatKeys } from '@/entities/chat/chat-keys';
import { apiRequest } from '@/lib/api-client';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';

/** `GET /api/chat/conversations`: newest activity first. */
export function getConversations(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ConversationPage> {
  return apiRequest<ConversationPage>('/chat/conversations', {
    query: { cursor, limit: chatLimits.conversationPageMax },
    signal,
  });
}

/** The account's conversations, newest activity first; the live channel keeps them current. */
export function useConversations() {
  const signedIn = useAppSelector(selectIsLoggedIn);
  return useInfiniteQuery({
    queryKey: chatKeys.conversations,
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
    enabled: signedIn,
  });
}
