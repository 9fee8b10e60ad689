import type {
  GeoAutocompleteQuery,
  GeoPoint,
  GeoPointList,
  GeoPointQuery,
  GeoQuery,
} from '@bazaar/contracts';
import type { GeoPointRow } from '../../db/schema/geo';
import { NotFoundError } from '../../errors';
import type { GeoRepository } from './geo.repository';

/** A position farther than this from every postal code is not near any of them. */
export const NEAREST_POINT_MAX_KM = 30;

export function toGeoPoint(row: GeoPointRow): GeoPoint {
  return {
    geo_id: row.id,
    zip_code: row.zipCode,
    city: row.city,
    state: row.state,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

const notFound = () => new NotFoundError('We could not find this place.');

/** Postal codes with their coordinates: lookups for forms, filters and the map. */
export function createGeoService(repository: GeoRepository) {
  // Radius pages and listing forms look up a postal code on every request. The points come with
  // the migrations and never change while the api runs, so each one is read once; only codes
  // that exist are kept, so the map holds at most the data set.
  const pointsByZip = new Map<string, GeoPoint>();

  return {
    async list(query: GeoQuery): Promise<GeoPointList> {
      const rows = await repository.search({
        prefix: query.q,
        zipPrefix: query.zip_code,
        country: query.country,
        limit: query.limit,
      });
      return { items: rows.map(toGeoPoint) };
    },

    /** By postal code, by id, or the nearest to a position (the query schema asks for one). */
    async point(query: GeoPointQuery): Promise<GeoPoint> {
      const row =
        query.geo_id !== undefined
          ? await repository.findById(query.geo_id)
          : query.zip_code !== undefined
            ? await repository.findByZip(query.zip_code.toUpperCase(), query.country)
            : await repository.findNearest({
                latitude: query.latitude!,
                longitude: query.longitude!,
                country: query.country,
                maxKm: NEAREST_POINT_MAX_KM,
              });
      if (!row) throw notFound();
      return toGeoPoint(row);
    },

    async autocomplete(zipcode: string, query: GeoAutocompleteQuery): Promise<GeoPointList> {
      const rows = await repository.search({
        zipPrefix: zipcode,
        country: query.country,
        limit: query.limit,
      });
      return { items: rows.map(toGeoPoint) };
    },

    /** The point of a postal code, or undefined when the data set does not know it. */
    async findByZip(zipCode: string, country?: string): Promise<GeoPoint | undefined> {
      const code = zipCode.trim().toUpperCase();
      const key = `${country ?? ''} ${code}`;
      const kept = pointsByZip.get(key);
      if (kept) return kept;
      const row = await repository.findByZip(code, country);
      if (!row) return undefined;
      const point = toGeoPoint(row);
      pointsByZip.set(key, point);
      return point;
    },
  };
}

export type GeoService = ReturnType<typeof createGeoService>;
