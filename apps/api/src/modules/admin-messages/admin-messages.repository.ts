import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  adminMessages,
  type AdminMessageRow,
  type NewAdminMessageRow,
} from '../../db/schema/admin-messages';

type MessageChange = Partial<
  Pick<NewAdminMessageRow, 'texts' | 'link' | 'audience' | 'sendAt' | 'status'>
>;

export function createAdminMessagesRepository(db: Queryable) {
  return {
    async insert(row: NewAdminMessageRow): Promise<AdminMessageRow> {
      const [inserted] = await db.insert(adminMessages).values(row).returning();
      return inserted!;
    },

    async find(id: string): Promise<AdminMessageRow | undefined> {
      const [row] = await db.select().from(adminMessages).where(eq(adminMessages.id, id));
      return row;
    },

    async newest(limit: number): Promise<AdminMessageRow[]> {
      return db
        .select()
        .from(adminMessages)
        .orderBy(desc(adminMessages.createdAt), desc(adminMessages.id))
        .limit(limit);
    },

    /** Changes a message that is still scheduled; undefined when it is not (any more). */
    async changeScheduled(id: string, change: MessageChange): Promise<AdminMessageRow | undefined> {
      const [row] = await db
        .update(adminMessages)
        .set(change)
        .where(and(eq(adminMessages.id, id), eq(adminMessages.status, 'scheduled')))
        .returning();
      return row;
    },

    /**
     * Takes a message due at `sendAt` for sending: one still scheduled for that moment, or one
     * already under way (sent now, or begun by an earlier try of the same job). Undefined when it
     * was cancelled, moved to another time, or already sent.
     */
    async claim(id: string, sendAt: Date): Promise<AdminMessageRow | undefined> {
      const [row] = await db
        .update(adminMessages)
        .set({ status: 'sending' })
        .where(
          and(
            eq(adminMessages.id, id),
            eq(adminMessages.sendAt, sendAt),
            inArray(adminMessages.status, ['scheduled', 'sending']),
          ),
        )
        .returning();
      return row;
    },

    async markSent(id: string, recipients: number, sentAt: Date): Promise<void> {
      await db
        .update(adminMessages)
        .set({ status: 'sent', recipients, sentAt })
        .where(eq(adminMessages.id, id));
    },
  };
}

export type AdminMessagesRepository = ReturnType<typeof createAdminMessagesRepository>;
