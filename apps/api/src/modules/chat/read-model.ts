import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { chatConversations } from '../../db/schema/chat';
import { utcPeriodOf, withinUtcDays, type PeriodWindow } from '../../db/utc-periods';

/*
 * What other modules may read of chat (ADR 0041): how many conversations were started, for the
 * administrators' statistics. Read only; nothing of what was said.
 */

/** Conversations started per period of the window. */
export async function conversationsPerPeriod(db: Queryable, window: PeriodWindow) {
  const period = utcPeriodOf(chatConversations.createdAt, window.granularity);
  return db
    .select({ period, count: sql<number>`count(*)::int` })
    .from(chatConversations)
    .where(withinUtcDays(chatConversations.createdAt, window))
    .groupBy(period);
}
