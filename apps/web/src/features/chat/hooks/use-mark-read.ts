import { useEffect, useRef } from 'react';
import type { ChatMessage, Conversation } from '@bazaar/contracts';
import { markRead } from '../api/mark-read';

/** Reading: the newest message of the other side, once it is on screen in a visible page. */
export function useMarkRead(
  conversation: Conversation,
  newestFromOther: ChatMessage | undefined,
  onRead: (conversation: Conversation) => void,
) {
  const readUpTo = useRef<string | null>(null);
  const id = conversation.id;
  useEffect(() => {
    if (!newestFromOther || newestFromOther.read_at || readUpTo.current === newestFromOther.id)
      return;
    const read = () => {
      if (document.visibilityState !== 'visible' || readUpTo.current === newestFromOther.id) return;
      readUpTo.current = newestFromOther.id;
      markRead(id, newestFromOther.id)
        .then(() => onRead(conversation))
        .catch(() => {
          readUpTo.current = null;
        });
    };
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, [id, newestFromOther, conversation, onRead]);
}
