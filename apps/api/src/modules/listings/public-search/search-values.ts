import { sql, type Placeholder } from 'drizzle-orm';

/** Sends a value as a parameter: answers the placeholder that stands for it in the query. */
export type Bind = (value: unknown) => Placeholder;

/**
 * The values of one search, collected while its query is built with a placeholder for each:
 * the query's text then depends only on the shape of the search (`searchShape`), so one
 * prepared statement serves every search of that shape.
 */
export function searchValues(): { bind: Bind; values: Record<string, unknown> } {
  const values: Record<string, unknown> = {};
  let count = 0;
  return {
    values,
    bind(value) {
      const name = `v${count++}`;
      values[name] = value;
      return sql.placeholder(name);
    },
  };
}
