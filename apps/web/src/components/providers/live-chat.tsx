'use client';

import { useLiveChat } from '@/entities/chat/live-chat';

/** Keeps the chat namespace open while signed in: the unread badges stay current (issue 17). */
export function LiveChat() {
  useLiveChat();
  return null;
}
