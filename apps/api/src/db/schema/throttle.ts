import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Fixed-window counters of the rate limits, shared by every api instance. */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowStartedAt: at('window_started_at').notNull(),
  },
  (table) => [index('throttle_counters_window_idx').on(table.windowStartedAt)],
);
