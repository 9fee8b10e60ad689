import { eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { users } from '../../db/schema/users';

/**
 * The number of products an account compares, kept on its row (`users.products_in_comparison`)
 * for the header's badge. The comparison and listings modules keep it in step through this port,
 * inside their own transactions (`db` is theirs).
 */
export const productsInComparison = {
  /** Locks the account's row until the transaction ends: changes of one comparison queue. */
  async lockAccount(db: Queryable, accountId: string): Promise<void> {
    await db.select({ id: users.id }).from(users).where(eq(users.id, accountId)).for('update');
  },

  /** Sets the count to `count` (a number or a subquery counting rows) and answers it. */
  async set(db: Queryable, accountId: string, count: SQL<number>): Promise<number> {
    const [row] = await db
      .update(users)
      .set({ productsInComparison: count })
      .where(eq(users.id, accountId))
      .returning({ value: users.productsInComparison });
    return row?.value ?? 0;
  },

  /** One less for each of these accounts (those that compared a listing being deleted). */
  async decrement(db: Queryable, accountIds: SQLWrapper): Promise<void> {
    await db
      .update(users)
      .set({ productsInComparison: sql`greatest(${users.productsInComparison} - 1, 0)` })
      .where(inArray(users.id, accountIds));
  },
};
