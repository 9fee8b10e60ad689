import {
  CHAT_PICTURE_FIELD,
  chatLimits,
  type ChatMessage,
  type ChatMessagePage,
  type ChatReportReason,
  type Conversation,
  type ConversationPage,
} from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

/*
 * The chat page's calls (issue 17), with typed answers: the api writes each from its contract's
 * response schema (ADR 0034, 0040).
 */

/** `GET /api/chat/conversations`: newest activity first. */
export function getConversations(
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ConversationPage> {
  return apiRequest<ConversationPage>('/chat/conversations', {
    query: { cursor, limit: chatLimits.conversationPageMax },
    signal,
  });
}

/** `GET /api/chat/conversations/{id}`: one conversation, for a deep link outside the first page. */
export function getConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  return apiRequest<Conversation>(`/chat/conversations/${encodeURIComponent(id)}`, {
    signal,
    handled: true,
  });
}

/** `GET /api/chat/conversations/{id}/messages`: newest first; `before` pages back, `after` catches up. */
export function getMessages(
  conversationId: string,
  page: { before?: string; after?: string },
  signal?: AbortSignal,
): Promise<ChatMessagePage> {
  return apiRequest<ChatMessagePage>(
    `/chat/conversations/${encodeURIComponent(conversationId)}/messages`,
    { query: { ...page, limit: chatLimits.pageMax }, signal },
  );
}

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

/** `POST /api/chat/conversations/{id}/pictures` (multipart): the listing upload checks apply. */
export function sendPicture(
  conversationId: string,
  picture: { file: File; client_id: string; caption?: string },
): Promise<ChatMessage> {
  const body = new FormData();
  body.append('client_id', picture.client_id);
  if (picture.caption) body.append('caption', picture.caption);
  body.append(CHAT_PICTURE_FIELD, picture.file);
  return apiRequest<ChatMessage>(
    `/chat/conversations/${encodeURIComponent(conversationId)}/pictures`,
    { method: 'POST', body, handled: true },
  );
}

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

/** `POST /api/chat/conversations/{id}/read`: read up to this message. */
export function markRead(conversationId: string, upTo: string): Promise<unknown> {
  return apiRequest<unknown>(`/chat/conversations/${encodeURIComponent(conversationId)}/read`, {
    method: 'POST',
    body: { up_to: upTo },
    handled: true,
  });
}

/** `POST /api/chat/blocks`: the account can no longer write to the caller. */
export function blockAccount(accountId: string): Promise<unknown> {
  return apiRequest<unknown>('/chat/blocks', { method: 'POST', body: { account_id: accountId } });
}

/** `DELETE /api/chat/blocks/{id}`. */
export function unblockAccount(accountId: string): Promise<unknown> {
  return apiRequest<unknown>(`/chat/blocks/${encodeURIComponent(accountId)}`, {
    method: 'DELETE',
  });
}

/** `POST /api/chat/reports`: a conversation, or one message in it, to the administrators. */
export function reportConversation(report: {
  conversation_id: string;
  message_id?: string;
  reason: ChatReportReason;
  details?: string;
}): Promise<unknown> {
  return apiRequest<unknown>('/chat/reports', { method: 'POST', body: report });
}
