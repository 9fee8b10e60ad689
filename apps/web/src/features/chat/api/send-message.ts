import type { ChatMessage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

export type OutgoingMessage =
  | { kind: 'text'; client_id: string; text: string }
  | { kind: 'offer'; client_id: string; amount_minor: number }
  | { kind: 'time_proposal'; client_id: string; starts_at: string }
  | { kind: 'time_proposal'; client_id: string; slot_id: string };

/**
 * `POST /api/chat/conversations/{id}/messages`. The caller shows a refusal itself (a pending
 * message turns into a failed one), so the global handler stays out of it.
 */
export function sendMessage(
  conversationId: string,
  message: OutgoingMessage,
): Promise<ChatMessage> {
  return apiRequest<ChatMessage>(
    `/chat/conversations/${encodeURIComponent(conversationId)}/messages`,
    { method: 'POST', body: message, handled: true },
  );
}
