import { z } from 'zod';
import {
  chatLimits,
  chatMessageKinds,
  chatProposalStatuses,
  chatReportReasons,
  chatSubjectKinds,
} from './chat-rules';
import { serviceSlot } from './bookings';
import { moneySchema } from './money';

/*
 * Chat (spec §1, §2 /chat, §7 the real-time channel): two accounts talk about one subject — a
 * listing, an order or a service reservation — with text, pictures and structured offers and time proposals. Messages
 * are stored first, then pushed on the `chat` namespace of the live channel.
 */

/**
 * A client's own id for a message it sends, so a send retried across a reconnect is stored once:
 * the same `client_id` from the same sender in the same conversation answers the stored message.
 */
export const chatClientId = z.string().trim().min(8).max(64);

/** The other person in a conversation, named as spec §3's account display name says. */
export const chatParty = z.object({
  id: z.uuid(),
  display_name: z.string(),
  avatar_url: z.string().nullable(),
});
export type ChatParty = z.infer<typeof chatParty>;

/** What the conversation is about, as its list row and header show it. */
export const chatSubject = z.object({
  kind: z.enum(chatSubjectKinds),
  id: z.uuid(),
  /** A listing's title, "Order #1042", or a reservation's service title. */
  title: z.string(),
  /**
   * A thumbnail of the listing (for an order, of its first item; for a reservation, of its
   * service), if there is one.
   */
  picture_url: z.string().nullable(),
  /** A listing's price, an order's or a reservation's total; null when there is none. */
  price: moneySchema.nullable(),
  /** A path inside Bazaar the subject opens at; null when it is gone. */
  link: z.string().nullable(),
  /** Whether the listing takes offers (always false for an order or a reservation). */
  negotiable: z.boolean(),
  /**
   * The side that sells: a listing's owner, an order's seller, a reservation's provider; null
   * when the subject is gone. The other side makes offers and reserves proposed times.
   */
  owner_id: z.uuid().nullable(),
  /**
   * The Services listing whose free slots a time proposal picks from (a Services listing itself,
   * or a reservation's service); null for other subjects, whose proposals are free date-times.
   */
  service_id: z.uuid().nullable(),
  /** A reservation's slot time, shown in the provider's time zone; null for other subjects. */
  slot_time: z.object({ starts_at: z.iso.datetime(), time_zone: z.string() }).nullable(),
});
export type ChatSubject = z.infer<typeof chatSubject>;

export const chatPicture = z.object({
  url: z.string(),
  thumbnail_url: z.string(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
});

export const chatOffer = z.object({
  price: moneySchema,
  status: z.enum(chatProposalStatuses),
});

export const chatTimeProposal = z.object({
  starts_at: z.iso.datetime(),
  status: z.enum(chatProposalStatuses),
  /**
   * The service's slot the proposal picked, as it is now (its seats, whether it can be reserved);
   * null for a free date-time, or when the slot is gone.
   */
  slot: serviceSlot.nullable(),
});

export const chatMessage = z
  .object({
    id: z.uuid(),
    conversation_id: z.uuid(),
    sender_id: z.uuid(),
    client_id: z.string().nullable(),
    kind: z.enum(chatMessageKinds),
    /** Plain text (markup stripped); the caption of a picture; empty for an offer or proposal. */
    text: z.string(),
    picture: chatPicture.nullable(),
    offer: chatOffer.nullable(),
    time_proposal: chatTimeProposal.nullable(),
    created_at: z.iso.datetime(),
    /** When a device of the recipient received it; null until then. */
    delivered_at: z.iso.datetime().nullable(),
    /** When the recipient read it; null until then. */
    read_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof chatMessage>;

export const conversation = z
  .object({
    id: z.uuid(),
    subject: chatSubject,
    other_party: chatParty,
    last_message: chatMessage.nullable(),
    /** The time of the last message, or of the conversation's start. */
    last_activity_at: z.iso.datetime(),
    /** Messages of the other party the caller has not read. */
    unread_count: z.number().int().nonnegative(),
    /** The caller blocked the other party. */
    blocked_by_me: z.boolean(),
    /** Whether the caller may write here now (neither side blocked, the caller's account active). */
    can_write: z.boolean(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof conversation>;

export const conversationIdParams = z.object({ id: z.uuid() });
export const chatMessageIdParams = z.object({ id: z.uuid() });

/** `GET /chat/conversations`: newest activity first, keyset-paged. */
export const conversationListQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(chatLimits.conversationPageMax).optional(),
});
/**
 * `GET /admin/chat/reports`: newest first; with `account_id`, only the reports by or about that
 * account (its page in the user manager).
 */
export const chatReportListQuery = conversationListQuery.extend({
  account_id: z.uuid().optional(),
});
export type ChatReportListQuery = z.output<typeof chatReportListQuery>;

export const conversationPage = z
  .object({ items: z.array(conversation), next_cursor: z.string().nullable() })
  .meta({ id: 'ConversationPage' });
export type ConversationPage = z.infer<typeof conversationPage>;

/**
 * `POST /chat/conversations`: opens the caller's conversation about a subject, or answers the one
 * that exists (200 then, 201 when created). About a listing the other party is its owner; about an
 * order or a reservation, its other side (only its two sides may open it; 404 for others). An optional first text message is sent with it.
 */
export const openConversationBody = z.object({
  subject: z.object({ kind: z.enum(chatSubjectKinds), id: z.uuid() }),
  text: z
    .string()
    .max(chatLimits.textMax * 2)
    .optional(),
  client_id: chatClientId.optional(),
});
export type OpenConversationBody = z.infer<typeof openConversationBody>;

/** `GET /chat/conversations/{id}/messages`: newest first; `before` pages back, `after` catches up. */
export const chatHistoryQuery = z.object({
  before: z.uuid().optional(),
  after: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(chatLimits.pageMax).optional(),
});
export const chatMessagePage = z
  .object({ items: z.array(chatMessage), has_more: z.boolean() })
  .meta({ id: 'ChatMessagePage' });
export type ChatMessagePage = z.infer<typeof chatMessagePage>;

/** `POST /chat/conversations/{id}/messages` (JSON): a text, an offer or a time proposal. */
export const sendChatMessageBody = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('text'),
    client_id: chatClientId,
    // The limit applies after markup is stripped; the raw input may be longer.
    text: z.string().max(chatLimits.textMax * 2),
  }),
  z.object({
    kind: z.literal('offer'),
    client_id: chatClientId,
    amount_minor: z.number().int().positive(),
  }),
  /**
   * About a Services listing or a reservation: `slot_id`, one of the service's bookable slots;
   * about anything else: `starts_at`, a free date-time in the future.
   */
  z.object({
    kind: z.literal('time_proposal'),
    client_id: chatClientId,
    starts_at: z.iso.datetime().optional(),
    slot_id: z.uuid().optional(),
  }),
]);
export type SendChatMessageBody = z.infer<typeof sendChatMessageBody>;

/** `PATCH /chat/messages/{id}/proposal`: the other side accepts or declines; the author withdraws. */
export const answerChatProposalBody = z.object({
  status: z.enum(['accepted', 'declined', 'withdrawn']),
});

/** `POST /chat/conversations/{id}/read`: the caller read everything up to this message. */
export const markChatReadBody = z.object({ up_to: z.uuid() });

/** `GET /chat/unread`: for the badges of the top bar and the phone bar. */
export const chatUnread = z
  .object({
    conversations: z.number().int().nonnegative(),
    messages: z.number().int().nonnegative(),
  })
  .meta({ id: 'ChatUnread' });
export type ChatUnread = z.infer<typeof chatUnread>;

/** `POST /chat/blocks` blocks an account from writing to the caller; `DELETE /chat/blocks/{id}` lifts it. */
export const chatBlockBody = z.object({ account_id: z.uuid() });
export const blockedChatParty = chatParty.extend({ blocked_at: z.iso.datetime() });
export const blockedChatPartyList = z.array(blockedChatParty).meta({ id: 'BlockedChatPartyList' });

/** `POST /chat/reports`: a conversation, or one message in it, reported to the administrators. */
export const chatReportBody = z.object({
  conversation_id: z.uuid(),
  message_id: z.uuid().optional(),
  reason: z.enum(chatReportReasons),
  details: z.string().trim().max(chatLimits.reportDetailsMax).optional(),
});
export type ChatReportBody = z.infer<typeof chatReportBody>;

/** `GET /admin/chat/reports` (ADMIN, SUPER_ADMIN): newest first. */
export const chatReport = z
  .object({
    id: z.uuid(),
    conversation_id: z.uuid(),
    message_id: z.uuid().nullable(),
    reason: z.enum(chatReportReasons),
    details: z.string(),
    reporter: chatParty,
    reported: chatParty,
    subject: chatSubject,
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'ChatReport' });
export type ChatReport = z.infer<typeof chatReport>;
export const chatReportPage = z
  .object({ items: z.array(chatReport), next_cursor: z.string().nullable() })
  .meta({ id: 'ChatReportPage' });
