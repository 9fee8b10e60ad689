import {
  type MarketplaceSection,
  type ModerationFlag,
  type ModerationState,
} from '@bazaar/contracts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  listingModerationCases,
  listingModerationEvents,
  moderationWords,
  type ListingModerationCaseRow,
  type ListingModerationEventRow,
} from '../../db/schema/listing-moderation';
import type { KeysetPosition } from '../../lib/keyset-cursor';
import { ownerDisplayName } from '../users';
import {
  joinListing,
  listingColumns,
  listingForModeration,
  listingModerationFacts,
} from '../listings/read-model';
import { ownerNamesOf } from '../users/read-model';

/** The states that wait for someone: an administrator (flagged, resubmitted) or the owner. */
export const OPEN_STATES: ModerationState[] = ['flagged', 'revision_requested', 'resubmitted'];

export interface QueueFilter {
  states?: ModerationState[];
  flag?: ModerationFlag;
  section?: MarketplaceSection;
  after?: KeysetPosition;
  limit: number;
}

/** updated_at with microseconds, so that a cursor reproduces it exactly. */
const updatedAtText = sql<string>`to_char(${listingModerationCases.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const reportCount = sql<number>`(select count(*)::int from ${listingModerationEvents} where ${listingModerationEvents.listingId} = ${listingModerationCases.listingId} and ${listingModerationEvents.kind} = 'reported')`;

export type NewCase = Pick<
  ListingModerationCaseRow,
  'listingId' | 'ownerId' | 'section' | 'state' | 'flags' | 'reason'
>;

function moderationQueries(db: Queryable) {
  return {
    /** The listing's owner, division, title and status (the listings' read model). */
    listing: (listingId: string) => listingForModeration(db, listingId),

    /** What the rules read of a saved listing (the listings' read model). */
    facts: (listingId: string, burstSince: Date) =>
      listingModerationFacts(db, listingId, burstSince),

    findCase: async (listingId: string): Promise<ListingModerationCaseRow | undefined> => {
      const [row] = await db
        .select()
        .from(listingModerationCases)
        .where(eq(listingModerationCases.listingId, listingId))
        .for('update');
      return row;
    },

    /** Opens the case of a listing, or moves it on; `flags` are added to those it has. */
    async saveCase(row: NewCase, at: Date): Promise<ListingModerationCaseRow> {
      const [saved] = await db
        .insert(listingModerationCases)
        .values({ ...row, openedAt: at, updatedAt: at })
        .onConflictDoUpdate({
          target: listingModerationCases.listingId,
          set: {
            state: row.state,
            reason: row.reason,
            flags: sql`array(select distinct unnest(${listingModerationCases.flags} || excluded.flags) order by 1)`,
            updatedAt: at,
          },
        })
        .returning();
      return saved!;
    },

    async addEvent(
      row: Pick<
        ListingModerationEventRow,
        'listingId' | 'kind' | 'actorId' | 'reason' | 'occurredAt'
      > & {
        flags?: ModerationFlag[];
      },
    ): Promise<boolean> {
      const inserted = await db
        .insert(listingModerationEvents)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: listingModerationEvents.id });
      return inserted.length > 0;
    },

    async words(): Promise<string[]> {
      const rows = await db.select({ word: moderationWords.word }).from(moderationWords);
      return rows.map((row) => row.word);
    },
  };
}

/** Cases as the queue and a case's page show them: with the listing's title and status. */
const selectCases = (db: Queryable) =>
  joinListing(
    db
      .select({
        moderation: listingModerationCases,
        listing: { title: listingColumns.title, status: listingColumns.status },
        reportCount,
        updatedAtText,
      })
      .from(listingModerationCases)
      .$dynamic(),
    listingModerationCases.listingId,
  );

export type ModerationQueries = ReturnType<typeof moderationQueries>;

export function createModerationRepository(db: Database) {
  return {
    ...moderationQueries(db),

    transaction<T>(work: (queries: ModerationQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(moderationQueries(tx), tx));
    },

    /** The queries bound to a transaction another module started (a domain event's delivery). */
    within: (tx: Queryable) => moderationQueries(tx),

    /** The queue: most recently changed first, with each listing's title and status. */
    async queue(filter: QueueFilter) {
      const conditions: SQL[] = [];
      if (filter.states) conditions.push(inArray(listingModerationCases.state, filter.states));
      if (filter.section) conditions.push(eq(listingModerationCases.section, filter.section));
      if (filter.flag) {
        conditions.push(sql`${filter.flag} = any(${listingModerationCases.flags})`);
      }
      if (filter.after) {
        conditions.push(
          sql`(${listingModerationCases.updatedAt}, ${listingModerationCases.listingId}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`,
        );
      }
      return selectCases(db)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(listingModerationCases.updatedAt), desc(listingModerationCases.listingId))
        .limit(filter.limit);
    },

    async caseOf(listingId: string) {
      const [row] = await selectCases(db).where(eq(listingModerationCases.listingId, listingId));
      return row;
    },

    historyOf: (listingId: string) =>
      db
        .select()
        .from(listingModerationEvents)
        .where(eq(listingModerationEvents.listingId, listingId))
        .orderBy(asc(listingModerationEvents.occurredAt), asc(listingModerationEvents.id)),

    /** The owner's listings waiting on a revision or on its review. */
    revisionsOf: (ownerId: string) =>
      joinListing(
        db
          .select({ moderation: listingModerationCases, title: listingColumns.title })
          .from(listingModerationCases)
          .$dynamic(),
        listingModerationCases.listingId,
      )
        .where(
          and(
            eq(listingModerationCases.ownerId, ownerId),
            inArray(listingModerationCases.state, ['revision_requested', 'resubmitted']),
          ),
        )
        .orderBy(desc(listingModerationCases.updatedAt)),

    /** The names of these accounts (owners, administrators, reporters), by id. */
    async namesOf(accountIds: readonly string[]): Promise<Map<string, string>> {
      const rows = await ownerNamesOf(db, accountIds);
      return new Map(rows.map((names) => [names.owner.id, ownerDisplayName(names)]));
    },

    listWords: () => db.select().from(moderationWords).orderBy(asc(moderationWords.word)),

    async addWord(word: string, createdById: string, at: Date, tx: Queryable) {
      const [row] = await tx
        .insert(moderationWords)
        .values({ word, createdById, createdAt: at })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async removeWord(id: string, tx: Queryable) {
      const [row] = await tx.delete(moderationWords).where(eq(moderationWords.id, id)).returning();
      return row;
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
