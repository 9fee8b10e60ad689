import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ModerationEventKind, ModerationFlag, ModerationState } from '@bazaar/contracts';
import { idColumn } from './columns';
import { marketplaceSectionEnum } from './enums';
import { listings } from './listings';
import { users } from './users';

/**
 * One moderation case per listing (ADR 0070): where it stands, why it was flagged, the reason of
 * the last revision request or block. The division and owner are copied from the listing when
 * the case opens, so the queue filters without reading the listings' table.
 */
export const listingModerationCases = pgTable(
  'listing_moderation_cases',
  {
    listingId: uuid('listing_id')
      .primaryKey()
      .references(() => listings.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: marketplaceSectionEnum('section').notNull(),
    state: text('state').$type<ModerationState>().notNull(),
    /** Every rule that matched and whether users reported it, since the case opened. */
    flags: text('flags')
      .array()
      .$type<ModerationFlag[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    reason: text('reason'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('listing_moderation_cases_queue_idx').on(
      table.state,
      table.updatedAt.desc().nullsFirst(),
      table.listingId.desc().nullsFirst(),
    ),
    index('listing_moderation_cases_updated_idx').on(
      table.updatedAt.desc().nullsFirst(),
      table.listingId.desc().nullsFirst(),
    ),
    index('listing_moderation_cases_owner_idx').on(table.ownerId, table.state),
  ],
);

/**
 * The history of a listing's case: flags, reports, requests, resubmissions and decisions, who
 * and when. Only ever added to. A user reports a listing once (the unique index).
 */
export const listingModerationEvents = pgTable(
  'listing_moderation_events',
  {
    id: idColumn(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ModerationEventKind>().notNull(),
    /** An administrator, the owner or a reporter; null when a rule flagged it. */
    actorId: uuid('actor_id'),
    reason: text('reason'),
    flags: jsonb('flags')
      .$type<ModerationFlag[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('listing_moderation_events_listing_idx').on(table.listingId, table.occurredAt),
    uniqueIndex('listing_moderation_events_one_report_idx')
      .on(table.listingId, table.actorId)
      .where(sql`kind = 'reported'`),
  ],
);

/** Words an administrator listed: a listing whose title or description has one is flagged. */
export const moderationWords = pgTable('moderation_words', {
  id: idColumn(),
  word: text('word').notNull().unique(),
  createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type ListingModerationCaseRow = typeof listingModerationCases.$inferSelect;
export type ListingModerationEventRow = typeof listingModerationEvents.$inferSelect;
export type ModerationWordRow = typeof moderationWords.$inferSelect;
