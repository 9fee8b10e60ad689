import { CHAT_PICTURE_FIELD, type ChatMessage } from '@bazaar/contracts';
import { apiRequest } from '@/lib/api-client';

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
