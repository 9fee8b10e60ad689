import { and, desc, eq, gt, isNull, max, min, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  knownDevices,
  sessions,
  viewAsSessions,
  type NewKnownDeviceRow,
  type NewSessionRow,
  type ViewAsSessionRow,
} from '../../db/schema/sessions';

function sessionQueries(db: Queryable) {
  return {
    async insert(row: NewSessionRow) {
      const [inserted] = await db.insert(sessions).values(row).returning();
      return inserted!;
    },

    async findById(id: string) {
      const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
      return row;
    },

    /** The row of a refresh token, locked until the transaction ends (two refreshes queue up). */
    async findByRefreshTokenHashForUpdate(refreshTokenHash: string) {
      const [row] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.refreshTokenHash, refreshTokenHash))
        .for('update');
      return row;
    },

    async markReplaced(id: string, replacedById: string, at: Date) {
      await db.update(sessions).set({ replacedAt: at, replacedById }).where(eq(sessions.id, id));
    },

    /** Revokes what still runs of a family; whether anything did (it had not ended already). */
    async revokeFamily(familyId: string, at: Date): Promise<boolean> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(and(eq(sessions.familyId, familyId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return revoked.length > 0;
    },

    /**
     * The account's latest sign-ins, newest first: one per family, with the address and browser
     * of its first row (the sign-in itself) and whether any row of it still runs unrevoked.
     */
    async signInsOf(userId: string, limit: number) {
      const signedInAt = min(sessions.createdAt);
      return db
        .select({
          signedInAt,
          lastUsedAt: max(sessions.lastUsedAt),
          expiresAt: max(sessions.expiresAt),
          ip: sql<string | null>`(array_agg(${sessions.ip} order by ${sessions.createdAt}))[1]`,
          userAgent: sql<
            string | null
          >`(array_agg(${sessions.userAgent} order by ${sessions.createdAt}))[1]`,
          revoked: sql<boolean>`bool_and(${sessions.revokedAt} is not null)`,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .groupBy(sessions.familyId)
        .orderBy(desc(signedInAt))
        .limit(limit);
    },

    async insertViewing(row: typeof viewAsSessions.$inferInsert): Promise<ViewAsSessionRow> {
      const [inserted] = await db.insert(viewAsSessions).values(row).returning();
      return inserted!;
    },

    async findViewing(id: string): Promise<ViewAsSessionRow | undefined> {
      const [row] = await db.select().from(viewAsSessions).where(eq(viewAsSessions.id, id));
      return row;
    },

    /** Ends a viewing that still runs; the row it ended, or undefined when it had ended already. */
    async endViewing(id: string, at: Date): Promise<ViewAsSessionRow | undefined> {
      const [row] = await db
        .update(viewAsSessions)
        .set({ endedAt: at })
        .where(and(eq(viewAsSessions.id, id), isNull(viewAsSessions.endedAt)))
        .returning();
      return row;
    },

    /**
     * Revokes every session of a user, except those of one family when given; answers the
     * families that had a session still running.
     */
    async revokeAllOfUser(userId: string, at: Date, exceptFamilyId?: string): Promise<string[]> {
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: at })
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            exceptFamilyId ? ne(sessions.familyId, exceptFamilyId) : undefined,
          ),
        )
        .returning({ familyId: sessions.familyId });
      return [...new Set(revoked.map((row) => row.familyId))];
    },

    /** Forgets every known device of an account (ADR 0091): its sessions ended everywhere. */
    async revokeKnownDevicesOf(userId: string, at: Date) {
      await db
        .update(knownDevices)
        .set({ revokedAt: at })
        .where(and(eq(knownDevices.userId, userId), isNull(knownDevices.revokedAt)));
    },

    /** The account's device of this token hash, when it is not revoked nor expired. */
    async findKnownDevice(userId: string, tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(knownDevices)
        .where(
          and(
            eq(knownDevices.tokenHash, tokenHash),
            eq(knownDevices.userId, userId),
            isNull(knownDevices.revokedAt),
            gt(knownDevices.expiresAt, now),
          ),
        );
      return row;
    },

    async insertKnownDevice(row: NewKnownDeviceRow) {
      await db.insert(knownDevices).values(row);
    },

    async touchKnownDevice(id: string, now: Date, expiresAt: Date) {
      await db
        .update(knownDevices)
        .set({ lastUsedAt: now, expiresAt })
        .where(eq(knownDevices.id, id));
    },
  };
}

/** The queries of one transaction (what `transaction` hands to its work). */
export type SessionsQueries = ReturnType<typeof sessionQueries>;

export function createSessionsRepository(db: Database) {
  return {
    ...sessionQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it and the transaction itself. */
    transaction<T>(work: (queries: SessionsQueries, tx: Queryable) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(sessionQueries(tx), tx));
    },
    /** The queries bound to a transaction another module started (a domain event's delivery). */
    within(tx: Queryable): SessionsQueries {
      return sessionQueries(tx);
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
