import { z } from 'zod';
import { ZIP_CODE_MAX_LENGTH, ZIP_CODE_PATTERN } from './zip-code-rules';

/**
 * Postal codes with their coordinates (spec §3 "Geo point"): what postcode and radius filters
 * and the postcode fields of forms look up.
 */
export const geoPoint = z
  .object({
    geo_id: z.number().int().positive(),
    zip_code: z.string(),
    /** The place the postal code belongs to (one postal code may cover several places). */
    city: z.string(),
    /** The state (Bundesland), when the data set names it. */
    state: z.string().nullable(),
    /** ISO 3166-1 alpha-2 code, upper case. */
    country: z.string().length(2),
    latitude: z.number(),
    longitude: z.number(),
  })
  .meta({ id: 'GeoPoint' });
export type GeoPoint = z.infer<typeof geoPoint>;

export const geoPointList = z.object({ items: z.array(geoPoint) }).meta({ id: 'GeoPointList' });
export type GeoPointList = z.infer<typeof geoPointList>;

export const GEO_LIST_MAX = 50;
/** The country postal codes are looked up in when a call names none. */
export const DEFAULT_GEO_COUNTRY = 'DE';

const country = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'Use a two-letter country code such as DE' })
  .transform((code) => code.toUpperCase());

/** A postal code as people type it: letters, digits, spaces and dashes. */
export const zipCodeText = z
  .string()
  .trim()
  .min(1, { error: 'Enter a postal code' })
  .max(ZIP_CODE_MAX_LENGTH, { error: 'Use at most 12 characters' })
  .regex(ZIP_CODE_PATTERN, { error: 'Enter a valid postal code' });

const listLimit = z.coerce.number().int().min(1).max(GEO_LIST_MAX).default(10);

/** Geo ids are PostgreSQL integers. */
const GEO_ID_MAX = 2_147_483_647;

/**
 * GET /geo: postal codes by code, filtered by the geo point's fields (spec §7 "filter params"):
 * `q` is the start of a postal code or (not starting with a digit) of a place name; `zip_code`
 * is the start of a postal code, as typed into a postcode field. Both together must both match.
 */
export const geoQuery = z.object({
  q: z.string().trim().max(80).optional(),
  zip_code: zipCodeText.optional(),
  country: country.optional(),
  limit: listLimit,
});
export type GeoQuery = z.infer<typeof geoQuery>;

/**
 * Degrees to 7 decimals (about a centimetre): finer digits mean nothing for a place, and the
 * database refuses the tiniest doubles (subnormal ones, such as 7.4e-323) outright.
 */
export const roundedDegrees = (degrees: number): number => Math.round(degrees * 1e7) / 1e7 || 0;

/**
 * GET /geo/point: one point, by `zip_code`, by `geo_id`, or the point nearest to `latitude`
 * and `longitude` (both needed). Without any of them the call is a 400; nothing found is a 404.
 */
export const geoPointQuery = z
  .object({
    zip_code: zipCodeText.optional(),
    geo_id: z.coerce.number().int().positive().max(GEO_ID_MAX).optional(),
    latitude: z.coerce.number().min(-90).max(90).transform(roundedDegrees).optional(),
    longitude: z.coerce.number().min(-180).max(180).transform(roundedDegrees).optional(),
    country: country.optional(),
  })
  .superRefine((query, context) => {
    if ((query.latitude === undefined) !== (query.longitude === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [query.latitude === undefined ? 'latitude' : 'longitude'],
        message: 'Send latitude and longitude together',
      });
    }
    if (
      query.zip_code === undefined &&
      query.geo_id === undefined &&
      query.latitude === undefined &&
      query.longitude === undefined
    ) {
      context.addIssue({
        code: 'custom',
        path: ['zip_code'],
        message: 'Send a zip_code, a geo_id, or latitude and longitude',
      });
    }
  });
export type GeoPointQuery = z.infer<typeof geoPointQuery>;

/** GET /geo/zipcodes/{zipcode}/autocomplete: postal codes starting with `zipcode`. */
export const geoZipcodeParams = z.object({ zipcode: zipCodeText });
export const geoAutocompleteQuery = z.object({
  country: country.optional(),
  limit: listLimit,
});
export type GeoAutocompleteQuery = z.infer<typeof geoAutocompleteQuery>;
