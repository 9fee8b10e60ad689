import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { comparisonItems } from '../../db/schema/comparison';

/** What other modules may read of comparisons inside their own queries (ADR 0041). Read only. */

/** The accounts comparing a listing, as a subquery of account ids. */
export function accountsComparing(db: Queryable, listingId: string) {
  return db
    .select({ accountId: comparisonItems.userId })
    .from(comparisonItems)
    .where(eq(comparisonItems.listingId, listingId));
}
