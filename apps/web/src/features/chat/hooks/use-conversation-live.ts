import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ChatMessage } from '@bazaar/contracts';
import { useLiveAvailability } from '@/entities/bookings/live-availability';
import { chatKeys } from '@/entities/chat/chat-keys';
import { useChatListener } from '@/entities/chat/live-chat';
import { getMessages } from '../api/get-messages';
import {
  applyReceipt,
  messagesNewestFirst,
  placeMessagesAfter,
  placeProposalSlot,
  type MessagePages,
} from '../chat-cache';

/** How long "is typing" stays after the other side's last typing event. */
const TYPING_SHOWN_MS = 4_000;

interface LiveConversation {
  conversationId: string;
  me: string;
  /** The service the conversation is about, whose proposed slots show their seats live. */
  serviceId: string | null;
  place: (message: ChatMessage) => void;
  resendFailed: () => void;
}

/**
 * What arrives live in an open conversation: messages, their changes and receipts, the other
 * side's typing, a proposed slot's seats, and after a reconnection what was missed. Answers
 * whether the other side is typing.
 */
export function useConversationLive({
  conversationId,
  me,
  serviceId,
  place,
  resendFailed,
}: LiveConversation): boolean {
  const queryClient = useQueryClient();
  const key = chatKeys.messages(conversationId);
  const [typingUntil, setTypingUntil] = useState(0);
  const [now, setNow] = useState(0);

  // The other side's typing fades out by itself.
  useEffect(() => {
    if (typingUntil <= Date.now()) return;
    const timer = window.setTimeout(() => setNow(Date.now()), typingUntil - Date.now());
    return () => window.clearTimeout(timer);
  }, [typingUntil]);

  // A proposal's slot shows its seats as they change (the service's availability namespace).
  useLiveAvailability(serviceId ? [serviceId] : [], (slots) =>
    queryClient.setQueryData<MessagePages>(key, (data) => slots.reduce(placeProposalSlot, data)),
  );

  useChatListener({
    message: (message) => {
      if (message.conversation_id !== conversationId) return;
      place(message);
      if (message.sender_id !== me) setTypingUntil(0);
    },
    message_updated: (message) => {
      if (message.conversation_id === conversationId) place(message);
    },
    receipt: (receipt) => {
      if (receipt.conversation_id !== conversationId) return;
      queryClient.setQueryData<MessagePages>(key, (data) => applyReceipt(data, receipt));
    },
    typing: (typing) => {
      if (typing.conversation_id === conversationId && typing.account_id !== me) {
        setTypingUntil(Date.now() + TYPING_SHOWN_MS);
      }
    },
    reconnected: () => {
      // What arrived while the socket was away, after the newest message held; then the drafts
      // that could not be sent go again.
      const newest = messagesNewestFirst(queryClient.getQueryData<MessagePages>(key))[0];
      if (newest) {
        getMessages(conversationId, { after: newest.id })
          .then((page) =>
            queryClient.setQueryData<MessagePages>(key, (data) =>
              placeMessagesAfter(data, page.items),
            ),
          )
          .catch(() => undefined);
      } else {
        void queryClient.invalidateQueries({ queryKey: key });
      }
      resendFailed();
    },
  });

  return typingUntil > now;
}
