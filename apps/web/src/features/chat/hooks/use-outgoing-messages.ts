import { useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@bazaar/contracts';
import { chatKeys } from '@/entities/chat/chat-keys';
import { isApiError } from '@/lib/api-client';
import { sendMessage, type OutgoingMessage } from '../api/send-message';
import { placeMessage, type MessagePages } from '../chat-cache';

export interface PendingMessage {
  message: OutgoingMessage;
  failed: boolean;
  created_at: string;
}

/** A draft shown as a message until the stored one arrives (the same `client_id`). */
export function draftMessage(
  pending: PendingMessage,
  conversationId: string,
  me: string,
): ChatMessage {
  const { message } = pending;
  return {
    id: message.client_id,
    conversation_id: conversationId,
    sender_id: me,
    client_id: message.client_id,
    kind: message.kind,
    text: message.kind === 'text' ? message.text : '',
    picture: null,
    offer: null,
    time_proposal: null,
    created_at: pending.created_at,
    delivered_at: null,
    read_at: null,
  };
}

/** A refusal the api explained, or none (the network failed: the draft waits to be sent again). */
export function refusal(error: unknown): string | null {
  return isApiError(error) && error.status > 0 && error.user_message ? error.user_message : null;
}

/**
 * The messages the caller sends in one conversation: shown at once as drafts, stored by the api
 * (each once, by its `client_id`), kept as "failed" to send again when the network failed, and
 * dropped with the api's reason when it refused them.
 */
export function useOutgoingMessages(conversationId: string) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingMessage[]>([]);
  const pendingNow = useRef(pending);
  useEffect(() => {
    pendingNow.current = pending;
  });

  /** A stored message takes its place in the history, and its draft goes. */
  const place = useCallback(
    (message: ChatMessage) => {
      queryClient.setQueryData<MessagePages>(chatKeys.messages(conversationId), (data) =>
        placeMessage(data, message),
      );
      setPending((list) => list.filter((item) => item.message.client_id !== message.client_id));
    },
    [queryClient, conversationId],
  );

  const deliver = useCallback(
    (item: PendingMessage) => {
      const markFailed = (failed: boolean) =>
        setPending((list) =>
          list.map((entry) =>
            entry.message.client_id === item.message.client_id ? { ...entry, failed } : entry,
          ),
        );
      markFailed(false);
      sendMessage(conversationId, item.message).then(place, (error: unknown) => {
        const reason = refusal(error);
        if (!reason) {
          markFailed(true);
          return;
        }
        enqueueSnackbar(reason, { variant: 'error' });
        setPending((list) =>
          list.filter(
            (entry) => entry !== item && entry.message.client_id !== item.message.client_id,
          ),
        );
      });
    },
    [conversationId, place],
  );

  const send = (message: OutgoingMessage) => {
    const item: PendingMessage = { message, failed: false, created_at: new Date().toISOString() };
    setPending((list) => [...list, item]);
    deliver(item);
  };

  /** The drafts that could not be sent go again with their own client_id (stored once). */
  const resendFailed = useCallback(() => {
    for (const item of pendingNow.current) if (item.failed) deliver(item);
  }, [deliver]);

  return { pending, place, deliver, send, resendFailed };
}
