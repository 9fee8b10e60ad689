import {
  geoAutocompleteQuery,
  geoPoint,
  geoPointList,
  geoPointQuery,
  geoQuery,
  geoZipcodeParams,
} from '@bazaar/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/responses';
import type { GeoService } from './geo.service';

export interface GeoRoutesOptions {
  service: GeoService;
}

const PUBLIC = { access: 'public' } as const;

/** Postal codes and their coordinates (spec §7 `/geo`, `/geo/point`, autocomplete). */
export const geoRoutes: FastifyPluginAsyncZod<GeoRoutesOptions> = async (app, { service }) => {
  app.get(
    '/geo',
    {
      config: PUBLIC,
      schema: {
        summary: 'Postal codes by the start of their code or place name',
        description:
          '`q` starting with a digit matches postal codes, otherwise place names (case-insensitive); `zip_code` matches the start of postal codes. Both together must both match. Ordered by postal code.',
        tags: ['geo'],
        querystring: geoQuery,
        response: { 200: geoPointList, ...errorResponses },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/geo/point',
    {
      config: PUBLIC,
      schema: {
        summary: 'One postal code: by code, by id, or the nearest to a position',
        description:
          'Send `zip_code`, or `geo_id`, or `latitude` and `longitude` (the nearest postal code within 30 km). Without any of them the answer is 400; nothing found is 404.',
        tags: ['geo'],
        querystring: geoPointQuery,
        response: { 200: geoPoint, ...errorResponses },
      },
    },
    async (request) => service.point(request.query),
  );

  app.get(
    '/geo/zipcodes/:zipcode/autocomplete',
    {
      config: PUBLIC,
      schema: {
        summary: 'Postal codes starting with the given digits',
        tags: ['geo'],
        params: geoZipcodeParams,
        querystring: geoAutocompleteQuery,
        response: { 200: geoPointList, ...errorResponses },
      },
    },
    async (request) => service.autocomplete(request.params.zipcode, request.query),
  );
};
