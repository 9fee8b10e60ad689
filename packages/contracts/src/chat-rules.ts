/*
 * The chat's names and limits without zod (ADR 0037): the shell's unread badge and the chat page
 * read them in the browser; `chat.ts` builds its schemas from them.
 */

/**
 * What a conversation is about: a listing, an order, or a service reservation. One conversation
 * per pair of accounts and subject.
 */
export const chatSubjectKinds = ['listing', 'order', 'reservation'] as const;
export type ChatSubjectKind = (typeof chatSubjectKinds)[number];

export const chatMessageKinds = ['text', 'picture', 'offer', 'time_proposal'] as const;
export type ChatMessageKind = (typeof chatMessageKinds)[number];

/** An offer or a time proposal waits for the other side's answer, or its author withdraws it. */
export const chatProposalStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type ChatProposalStatus = (typeof chatProposalStatuses)[number];

export const chatReportReasons = ['spam', 'scam', 'abuse', 'other'] as const;
export type ChatReportReason = (typeof chatReportReasons)[number];

export const chatLimits = {
  /** Characters of one text message (after markup is stripped). */
  textMax: 2_000,
  /** A picture message's caption. */
  captionMax: 500,
  /** Messages of one history page, newest first. */
  pageMax: 50,
  /** Conversations of one list page, newest activity first. */
  conversationPageMax: 30,
  reportDetailsMax: 1_000,
} as const;

/** The query parameter of `/chat` that opens one conversation (`/chat?conversation={id}`). */
export const CHAT_CONVERSATION_PARAM = 'conversation';
/** The query parameter of an item page that opens the message box after signing in. */
export const CHAT_COMPOSE_PARAM = 'message';

/**
 * `POST /chat/conversations/{id}/pictures` (multipart): one picture in the field `file`, with the
 * form fields `client_id` and an optional `caption`; the listing upload checks apply.
 */
export const CHAT_PICTURE_FIELD = 'file';
