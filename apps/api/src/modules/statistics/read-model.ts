import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { accountLastVisits } from '../../db/schema/statistics';

/*
 * What other modules may read of statistics (ADR 0041): when accounts last had a tab open (the
 * analytics beacon, spec §7), for the back office's user manager. Read only.
 */

/** The last visits of these accounts; an account never seen is missing from the map. */
export async function lastVisitsOf(
  db: Queryable,
  accountIds: readonly string[],
): Promise<Map<string, Date>> {
  const ids = [...new Set(accountIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(accountLastVisits)
    .where(inArray(accountLastVisits.userId, ids));
  return new Map(rows.map((row) => [row.userId, row.lastVisitedAt]));
}
