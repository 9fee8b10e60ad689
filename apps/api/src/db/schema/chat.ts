import {
  chatMessageKinds,
  chatProposalStatuses,
  chatReportReasons,
  chatSubjectKinds,
} from '@bazaar/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { users } from './users';

export const chatSubjectKindEnum = pgEnum('chat_subject_kind', chatSubjectKinds);
export const chatMessageKindEnum = pgEnum('chat_message_kind', chatMessageKinds);
export const chatProposalStatusEnum = pgEnum('chat_proposal_status', chatProposalStatuses);
export const chatReportReasonEnum = pgEnum('chat_report_reason', chatReportReasons);

/**
 * Two accounts talking about one subject (a listing, an order or a service reservation). The pair is stored in id order
 * (`low_party_id` < `high_party_id`), so "one conversation per pair and subject" is one unique
 * key whoever opened it. The subject has no foreign key: it belongs to another module, and the
 * conversation outlives a deleted listing.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: idColumn(),
    subjectKind: chatSubjectKindEnum('subject_kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    lowPartyId: uuid('low_party_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    highPartyId: uuid('high_party_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who opened it: about a listing, the one who is not its owner. */
    startedBy: uuid('started_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest message's time, or the start: the list's order. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageId: uuid('last_message_id'),
  },
  (table) => [
    unique('chat_conversations_pair_subject_unique').on(
      table.subjectKind,
      table.subjectId,
      table.lowPartyId,
      table.highPartyId,
    ),
    // An account's list, newest activity first, is read from one of these two.
    index('chat_conversations_low_activity_idx').on(
      table.lowPartyId,
      table.lastActivityAt.desc(),
      table.id.desc(),
    ),
    index('chat_conversations_high_activity_idx').on(
      table.highPartyId,
      table.lastActivityAt.desc(),
      table.id.desc(),
    ),
    // Conversations started per period (administrators' statistics).
    index('chat_conversations_created_idx').on(table.createdAt),
    check('chat_conversations_pair_ordered', sql`${table.lowPartyId} < ${table.highPartyId}`),
  ],
);

export interface ChatPictureColumn {
  url: string;
  thumbnailUrl: string;
  width: number;
  height: number;
}

/**
 * One message. `seq` orders a conversation's history (and the receipts' "up to"); the recipient's
 * `delivered_at` and `read_at` are stamped on the message itself, so the unread counts are
 * counts over the partial index of unread messages. `client_id` makes a retried send idempotent.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: idColumn(),
    seq: bigserial('seq', { mode: 'number' }).notNull().unique('chat_messages_seq_unique'),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').notNull(),
    recipientId: uuid('recipient_id').notNull(),
    clientId: text('client_id'),
    kind: chatMessageKindEnum('kind').notNull(),
    text: text('text').notNull().default(''),
    picture: jsonb('picture').$type<ChatPictureColumn>(),
    /** An offer's price, in the listing's currency. */
    offerAmountMinor: integer('offer_amount_minor'),
    offerCurrency: text('offer_currency'),
    proposalStartsAt: timestamp('proposal_starts_at', { withTimezone: true }),
    /**
     * The service slot a time proposal picked (bookings' `service_slots`, no foreign key: another
     * module's table); `proposal_starts_at` keeps its start as proposed.
     */
    proposalSlotId: uuid('proposal_slot_id'),
    /** An offer's or a time proposal's state; null for other messages. */
    proposalStatus: chatProposalStatusEnum('proposal_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** When the recipient was mailed about it while it was unread. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (table) => [
    unique('chat_messages_client_id_unique').on(
      table.conversationId,
      table.senderId,
      table.clientId,
    ),
    index('chat_messages_history_idx').on(table.conversationId, table.seq.desc()),
    index('chat_messages_unread_idx')
      .on(table.recipientId, table.conversationId)
      .where(sql`${table.readAt} is null`),
  ],
);

/** An account that may no longer write to `blocker_id` (nor be written to by it). */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.blockerId, table.blockedId] })],
);

/** A conversation, or one message of it, reported to the administrators. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: idColumn(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => chatMessages.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id').notNull(),
    reportedId: uuid('reported_id').notNull(),
    reason: chatReportReasonEnum('reason').notNull(),
    details: text('details').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_reports_newest_idx').on(table.createdAt.desc(), table.id.desc()),
    index('chat_reports_conversation_idx').on(table.conversationId),
  ],
);

export type ChatConversationRow = typeof chatConversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type NewChatMessageRow = typeof chatMessages.$inferInsert;
export type ChatReportRow = typeof chatReports.$inferSelect;
