import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { comparisonItems } from '../../db/schema/comparison';
import { productsInComparison } from '../users';

/**
 * Before a listing is deleted, on the deleting transaction (`db`): one product less in the count
 * of each account comparing it. Its comparison rows go with the listing (cascade). The
 * composition root hands this to the listings module, which imports no module above it.
 */
export async function forgetComparedListing(db: Queryable, listingId: string): Promise<void> {
  const accountsComparing = db
    .select({ accountId: comparisonItems.userId })
    .from(comparisonItems)
    .where(eq(comparisonItems.listingId, listingId));
  await productsInComparison.decrement(db, accountsComparing);
}
