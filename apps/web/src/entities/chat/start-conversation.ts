import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import {
  CHAT_CONVERSATION_PARAM,
  routes,
  type ChatSubjectKind,
  type Conversation,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { chatKeys } from './chat-keys';

/** `/chat?conversation={id}`: the chat page with one conversation open. */
export function conversationHref(id: string): string {
  return `${routes.chat}?${CHAT_CONVERSATION_PARAM}=${encodeURIComponent(id)}`;
}

export interface StartConversation {
  kind: ChatSubjectKind;
  id: string;
  /** A first message, sent with the conversation. */
  text?: string;
}

/**
 * `POST /api/chat/conversations`: opens the caller's conversation about a listing or an order
 * (or answers the one that exists), with an optional first message. Its own `client_id` makes a
 * retried first message stored once.
 */
export function openConversation({ kind, id, text }: StartConversation): Promise<Conversation> {
  const trimmed = text?.trim();
  return apiRequest<Conversation>('/chat/conversations', {
    method: 'POST',
    body: {
      subject: { kind, id },
      ...(trimmed ? { text: trimmed, client_id: newIdempotencyKey() } : {}),
    },
  });
}

/**
 * The start points' action ("Message seller", "Ask about this ad", "Message buyer"): opens the
 * conversation, hands it to the chat page's cache and goes there with it open.
 */
export function useStartConversation() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: openConversation,
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.conversation(conversation.id), conversation);
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations });
      router.push(conversationHref(conversation.id));
    },
  });
}
