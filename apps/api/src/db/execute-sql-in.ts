import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type ExecuteSql, type Queryable } from './client';

/**
 * Raw SQL with `$n` placeholders (a library's own statement, such as pg-boss's) run on a
 * Drizzle transaction, so the library's write and the caller's own writes (an audit entry)
 * commit or roll back together.
 */
export function executeSqlIn(tx: Queryable): ExecuteSql {
  return async (text, values = []) => {
    const chunks: SQL[] = text
      .split(/\$(\d+)/)
      .map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql`${sql.param(values[Number(part) - 1])}`,
      );
    return { rows: rowsOf<unknown>(await tx.execute(sql.join(chunks))) };
  };
}
