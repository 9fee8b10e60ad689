import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type ChatClientEvents, type ChatServerEvents } from '@bazaar/contracts';
import { openChatSocket, type ChatSocket } from '@/lib/realtime-socket';
import { selectAuthToken } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { selectRehydrated } from '@/lib/store/store';
import { chatKeys } from './chat-keys';

/**
 * What a page listens to on the chat namespace: the server's events, and `reconnected` after an
 * outage or a renewed token (the page asks for what it missed then).
 */
export type ChatListener = Partial<ChatServerEvents> & { reconnected?: () => void };

const listeners = new Set<ChatListener>();
let openSocket: ChatSocket | null = null;

function dispatch<E extends keyof ChatServerEvents>(
  event: E,
  ...args: Parameters<ChatServerEvents[E]>
): void {
  for (const listener of listeners) {
    const handler = listener[event] as
      ((...a: Parameters<ChatServerEvents[E]>) => void) | undefined;
    handler?.(...args);
  }
}

/** Sends an event on the chat namespace when it is connected; dropped otherwise (typing, receipts). */
export function emitChat<E extends keyof ChatClientEvents>(
  event: E,
  ...args: Parameters<ChatClientEvents[E]>
): void {
  if (openSocket?.connected) openSocket.emit(event, ...args);
}

/** Listens on the chat namespace while the calling component is mounted. */
export function useChatListener(listener: ChatListener): void {
  // The latest handlers, without resubscribing on every render.
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const relay: ChatListener = {
      message: (message) => latest.current.message?.(message),
      message_updated: (message) => latest.current.message_updated?.(message),
      conversation: (conversation) => latest.current.conversation?.(conversation),
      receipt: (receipt) => latest.current.receipt?.(receipt),
      typing: (typing) => latest.current.typing?.(typing),
      reconnected: () => latest.current.reconnected?.(),
    };
    listeners.add(relay);
    return () => {
      listeners.delete(relay);
    };
  }, []);
}

/**
 * The chat namespace while a token exists (issue 17): anything that changes the account's
 * conversations refetches the unread counts of the top bar and the phone bar, and goes on to
 * the listening page; the other party's messages are confirmed delivered on arrival. A renewed
 * token opens a new socket with it.
 */
export function useLiveChat(): void {
  const token = useAppSelector(selectAuthToken);
  const rehydrated = useAppSelector(selectRehydrated);
  const me = useAppSelector((state) => state.auth.userId);
  const queryClient = useQueryClient();
  // The first connection follows the page's own fetches; every later one may have missed something.
  const connectedBefore = useRef(false);

  useEffect(() => {
    if (!rehydrated || !token) return;
    let closed = false;
    const refreshUnread = () => void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
    const opened = openChatSocket(token).then((socket) => {
      if (closed) {
        socket.disconnect();
        return socket;
      }
      openSocket = socket;
      socket.on('connect', () => {
        if (connectedBefore.current) {
          refreshUnread();
          for (const listener of listeners) listener.reconnected?.();
        }
        connectedBefore.current = true;
      });
      socket.on('message', (message) => {
        // This device got the other party's message: their ticks turn to "delivered", and the
        // unread counts change (the account's own messages, from any device, leave them alone).
        if (message.sender_id !== me) {
          socket.emit('delivered', { conversation_id: message.conversation_id, up_to: message.id });
          refreshUnread();
        }
        dispatch('message', message);
      });
      socket.on('message_updated', (message) => dispatch('message_updated', message));
      socket.on('conversation', (conversation) => {
        refreshUnread();
        dispatch('conversation', conversation);
      });
      socket.on('receipt', (receipt) => dispatch('receipt', receipt));
      socket.on('typing', (typing) => dispatch('typing', typing));
      return socket;
    });
    return () => {
      closed = true;
      void opened.then((socket) => {
        if (openSocket === socket) openSocket = null;
        socket.disconnect();
      });
    };
  }, [rehydrated, token, me, queryClient]);
}
