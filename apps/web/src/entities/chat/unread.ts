import { useQuery } from '@tanstack/react-query';
import { type ChatUnread } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';
import { selectIsLoggedIn } from '@/lib/store/auth-slice';
import { useAppSelector } from '@/lib/store/hooks';
import { chatKeys } from './chat-keys';

/** `GET /api/chat/unread`: conversations and messages the account has not read. */
export function getChatUnread(signal?: AbortSignal): Promise<ChatUnread> {
  // A failure is a badge that stays empty, not a toast on every page.
  return apiRequest<ChatUnread>('/chat/unread', { signal, handled: true });
}

/**
 * How many conversations hold unread messages; null while signed out or unknown. Fetched only
 * while signed in; the chat namespace (live-chat.ts) refetches it when something changes, so it
 * does not poll.
 */
export function useUnreadConversationCount(): number | null {
  const signedIn = useAppSelector(selectIsLoggedIn);
  const unread = useQuery({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => getChatUnread(signal),
    enabled: signedIn,
  });
  return signedIn ? (unread.data?.conversations ?? null) : null;
}
