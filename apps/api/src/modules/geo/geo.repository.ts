import { and, asc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { geoPoints } from '../../db/schema/geo';

/** `%` and `_` typed by a user are letters, not wildcards. */
const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createGeoRepository(db: Queryable) {
  const inCountry = (country: string | undefined): SQL | undefined =>
    country ? eq(geoPoints.country, country) : undefined;

  return {
    /**
     * Points by code: whose postal code, or else place name, starts with `prefix`, and whose
     * postal code starts with `zipPrefix`.
     */
    async search(filter: { prefix?: string; zipPrefix?: string; country?: string; limit: number }) {
      const prefix = filter.prefix?.trim();
      const zipPrefix = filter.zipPrefix?.trim();
      const zipStartsWith = (start: string) =>
        like(geoPoints.zipCode, startingWith(start.toUpperCase()));
      const match = !prefix
        ? undefined
        : /^\d/.test(prefix)
          ? zipStartsWith(prefix)
          : sql`lower(${geoPoints.city}) like ${startingWith(prefix.toLowerCase())}`;
      return db
        .select()
        .from(geoPoints)
        .where(
          and(inCountry(filter.country), match, zipPrefix ? zipStartsWith(zipPrefix) : undefined),
        )
        .orderBy(asc(geoPoints.zipCode), asc(geoPoints.id))
        .limit(filter.limit);
    },

    async findByZip(zipCode: string, country?: string) {
      const [row] = await db
        .select()
        .from(geoPoints)
        .where(and(eq(geoPoints.zipCode, zipCode), inCountry(country)))
        .orderBy(asc(geoPoints.country), asc(geoPoints.id))
        .limit(1);
      return row;
    },

    async findById(id: number) {
      const [row] = await db.select().from(geoPoints).where(eq(geoPoints.id, id));
      return row;
    },

    /** The point nearest to a position, if one lies within `maxKm`. */
    async findNearest(position: {
      latitude: number;
      longitude: number;
      country?: string;
      maxKm: number;
    }) {
      const origin = sql`ll_to_earth(${position.latitude}, ${position.longitude})`;
      const point = sql`ll_to_earth(${geoPoints.latitude}, ${geoPoints.longitude})`;
      const [row] = await db
        .select()
        .from(geoPoints)
        .where(
          and(
            inCountry(position.country),
            sql`earth_distance(${point}, ${origin}) <= ${position.maxKm * 1000}`,
          ),
        )
        .orderBy(sql`earth_distance(${point}, ${origin})`, asc(geoPoints.id))
        .limit(1);
      return row;
    },
  };
}

export type GeoRepository = ReturnType<typeof createGeoRepository>;
