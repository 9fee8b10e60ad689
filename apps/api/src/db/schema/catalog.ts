import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { idColumn, timestamps } from './columns';
import { catalogLevelEnum, marketplaceSectionEnum } from './enums';

/**
 * The catalog tree: division → section → category → subcategory. The division is the
 * marketplace section value itself; rows are its sections, categories and subcategories.
 */
export const catalogNodes = pgTable(
  'catalog_nodes',
  {
    id: idColumn(),
    section: marketplaceSectionEnum('section').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => catalogNodes.id, {
      onDelete: 'restrict',
    }),
    level: catalogLevelEnum('level').notNull(),
    /** The English name (the default locale's). */
    name: text('name').notNull(),
    /** The German name; null: the English one is shown. */
    nameDe: text('name_de'),
    slug: text('slug').notNull(),
    imageUrl: text('image_url'),
    position: integer('position').notNull().default(0),
    /** Hidden by an administrator: out of menus and forms, its listings stay reachable (ADR 0071). */
    hidden: boolean('hidden').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    unique('catalog_nodes_slug_unique')
      .on(table.section, table.parentId, table.slug)
      .nullsNotDistinct(),
    index('catalog_nodes_parent_idx').on(table.parentId, table.position),
  ],
);

export type CatalogNodeRow = typeof catalogNodes.$inferSelect;
export type NewCatalogNodeRow = typeof catalogNodes.$inferInsert;
