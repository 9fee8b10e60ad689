import { catalogParameterTypes, catalogParameterValueKinds } from '@bazaar/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { catalogNodes } from './catalog';
import { idColumn, timestamps } from './columns';
import { marketplaceSectionEnum } from './enums';

export const catalogParameterTypeEnum = pgEnum('catalog_parameter_type', catalogParameterTypes);

/** Where a listing keeps a parameter's value: its division attributes or its node parameters. */
export const parameterSources = ['attributes', 'parameters'] as const;
export type ParameterSource = (typeof parameterSources)[number];
export const catalogParameterSourceEnum = pgEnum('catalog_parameter_source', parameterSources);

/** The JSON type of the value listings store, so filters compare like with like. */
export const parameterValueKinds = catalogParameterValueKinds;
export type ParameterValueKind = (typeof parameterValueKinds)[number];
export const catalogParameterValueKindEnum = pgEnum(
  'catalog_parameter_value_kind',
  parameterValueKinds,
);

/**
 * Parameters and options of the catalog: what a node (or, with no node, a whole division) asks
 * listings for and filters them by. A node inherits the parameters of its ancestors and its
 * division; a deeper definition of the same key wins.
 */
export const catalogParameters = pgTable(
  'catalog_parameters',
  {
    id: idColumn(),
    section: marketplaceSectionEnum('section').notNull(),
    nodeId: uuid('node_id').references(() => catalogNodes.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    name: text('name').notNull(),
    /** The German name; null: the English one is shown. */
    nameDe: text('name_de'),
    type: catalogParameterTypeEnum('type').notNull(),
    source: catalogParameterSourceEnum('source').notNull(),
    valueKind: catalogParameterValueKindEnum('value_kind').notNull(),
    options: jsonb('options')
      .$type<{ value: string; label: string; label_de?: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    unit: text('unit'),
    min: doublePrecision('min'),
    max: doublePrecision('max'),
    position: integer('position').notNull().default(0),
    /** Whether result pages offer it as a filter; hidden ones are still asked of listings. */
    shownAsFilter: boolean('shown_as_filter').notNull().default(true),
    /**
     * Whether its value tells a product's SKUs apart (colour, size): a product keeps one SKU per
     * value, so two of its values are never merged into one (FILTERS_MANAGER_MERGE_SAME_SKU).
     */
    definesSku: boolean('defines_sku').notNull().default(false),
    /**
     * Set when an administrator merged this parameter into another: the row stays (so the install
     * from code never brings it back) but nothing reads it any more.
     */
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => catalogParameters.id, {
      onDelete: 'set null',
    }),
    ...timestamps(),
  },
  (table) => [
    unique('catalog_parameters_key_unique')
      .on(table.section, table.nodeId, table.key)
      .nullsNotDistinct(),
    index('catalog_parameters_node_idx').on(table.nodeId),
  ],
);

export type CatalogParameterRow = typeof catalogParameters.$inferSelect;
export type NewCatalogParameterRow = typeof catalogParameters.$inferInsert;

/**
 * Data the api installs itself on start (the catalog structure), by name and version: a version
 * is installed once, so later edits by administrators are never overwritten.
 */
export const installedData = pgTable('installed_data', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  installedAt: timestamp('installed_at', { withTimezone: true }).notNull().defaultNow(),
});
