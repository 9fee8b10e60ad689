import type { ChatReportReason } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/chat/reports`: a conversation, or one message in it, to the administrators. */
export function reportConversation(report: {
  conversation_id: string;
  message_id?: string;
  reason: ChatReportReason;
  details?: string;
}): Promise<unknown> {
  return apiRequest<unknown>('/chat/reports', { method: 'POST', body: report });
}
