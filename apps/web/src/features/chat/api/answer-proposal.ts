import type { ChatMessage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/** `PATCH /api/chat/messages/{id}/proposal`: accept or decline (the other side), withdraw (the author). */
export function answerProposal(
  messageId: string,
  status: 'accepted' | 'declined' | 'withdrawn',
): Promise<ChatMessage> {
  return apiRequest<ChatMessage>(`/chat/messages/${encodeURIComponent(messageId)}/proposal`, {
    method: 'PATCH',
    body: { status },
  });
}
