import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { catalogNodes } from './catalog';
import { marketplaceSectionEnum } from './enums';

/**
 * Where catalog nodes used to be (ADR 0071): a node's slug path within its division ("electronics/
 * phones") before an administrator moved it or changed its slug. Old addresses of section pages
 * are looked up here and redirected to where the node is now.
 */
export const catalogNodeRedirects = pgTable(
  'catalog_node_redirects',
  {
    section: marketplaceSectionEnum('section').notNull(),
    /** Slugs from the division's section down to the node, joined by "/". */
    oldPath: text('old_path').notNull(),
    nodeId: uuid('node_id')
      .notNull()
      .references(() => catalogNodes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.section, table.oldPath] })],
);

export type CatalogNodeRedirectRow = typeof catalogNodeRedirects.$inferSelect;
