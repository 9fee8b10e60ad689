import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Conversation } from '@bazaar/contracts';
import { chatKeys } from '@/entities/chat/chat-keys';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { type ConversationPages } from '../chat-cache';
import { getConversation, getConversations, getMessages } from './chat-api';

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
