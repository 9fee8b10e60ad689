import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Conversation } from '@bazaar/contracts';
import { chatKeys } from '@/entities/chat/chat-keys';
import { apiRequest } from '@/lib/api-client';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { type ConversationPages } from '../chat-cache';

/** `GET /api/chat/conversations/{id}`: one conversation, for a deep link outside the first page. */
export function getConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  return apiRequest<Conversation>(`/chat/conversations/${encodeURIComponent(id)}`, {
    signal,
    handled: true,
  });
}

/**
 * The open conversation: its row in the loaded list, or else its own fetch (a deep link to one
 * further down, or one a start point just opened).
 */
export function useConversation(id: string | null) {
  const queryClient = useQueryClient();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const fromList = (conversationId: string): Conversation | undefined =>
    queryClient
      .getQueryData<ConversationPages>(chatKeys.conversations)
      ?.pages.flatMap((page) => page.items)
      .find((item) => item.id === conversationId);
  return useQuery({
    queryKey: chatKeys.conversation(id ?? ''),
    queryFn: ({ signal }) => getConversation(id!, signal),
    enabled: signedIn && id !== null,
    initialData: () => (id ? fromList(id) : undefined),
    retry: false,
  });
}
