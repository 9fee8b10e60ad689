import { sql } from 'drizzle-orm';
import {
  char,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Postal codes with their coordinates (the spec's geo points), loaded once by a data migration
 * from the data set shipped in `src/db/geo-data` (ADR 0019). `id` is the data set's own id.
 */
export const geoPoints = pgTable(
  'geo_points',
  {
    id: integer('id').primaryKey(),
    country: char('country', { length: 2 }).notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    state: text('state'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (table) => [
    uniqueIndex('geo_points_country_zip_unique').on(table.country, table.zipCode),
    // Prefix searches (`LIKE '101%'`) on codes and lower-cased place names.
    index('geo_points_zip_prefix_idx').on(table.zipCode.op('text_pattern_ops')),
    index('geo_points_city_prefix_idx').on(sql`lower(${table.city}) text_pattern_ops`),
  ],
);

export type GeoPointRow = typeof geoPoints.$inferSelect;
