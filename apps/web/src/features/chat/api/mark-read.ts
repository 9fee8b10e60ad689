import type {} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/chat/conversations/{id}/read`: read up to this message. */
export function markRead(conversationId: string, upTo: string): Promise<unknown> {
  return apiRequest<unknown>(`/chat/conversations/${encodeURIComponent(conversationId)}/read`, {
    method: 'POST',
    body: { up_to: upTo },
    handled: true,
  });
}
