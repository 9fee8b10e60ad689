import { geoPoint, geoPointList } from '@bazaar/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geoPoints } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createGeoRepository, type GeoRepository } from './geo.repository';
import { createGeoService } from './geo.service';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const get = (url: string) => testApp.app.inject({ url });

describe('the postal code data set', () => {
  it('holds every German postal code with coordinates inside Germany', async () => {
    const [total] = await testApp.app.db.select({ value: count() }).from(geoPoints);
    expect(total!.value).toBeGreaterThan(8_000);
    const rows = await testApp.app.db.select().from(geoPoints);
    for (const row of rows) {
      expect(row.zipCode).toMatch(/^\d{5}$/);
      expect(row.latitude).toBeGreaterThan(47.2);
      expect(row.latitude).toBeLessThan(55.1);
      expect(row.longitude).toBeGreaterThan(5.8);
      expect(row.longitude).toBeLessThan(15.1);
    }
  });
});

describe('GET /api/geo', () => {
  it('finds postal codes by the start of the code, in order', async () => {
    const response = await get('/api/geo?q=101&limit=5');
    expect(response.statusCode).toBe(200);
    const { items } = geoPointList.parse(response.json());
    expect(items).toHaveLength(5);
    expect(items.every((item) => item.zip_code.startsWith('101') && item.city === 'Berlin')).toBe(
      true,
    );
    expect(items.map((item) => item.zip_code)).toEqual(items.map((item) => item.zip_code).sort());
  });

  it('finds places by the start of their name, ignoring case', async () => {
    const { items } = geoPointList.parse((await get('/api/geo?q=münch&country=de')).json());
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.city.toLowerCase().startsWith('münch'))).toBe(true);
    expect(items.every((item) => item.country === 'DE')).toBe(true);
  });

  it('filters by the start of a postal code given as zip_code', async () => {
    const { items } = geoPointList.parse((await get('/api/geo?zip_code=101&limit=50')).json());
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.zip_code.startsWith('101'))).toBe(true);
  });

  it('combines zip_code with a place name in q', async () => {
    const { items } = geoPointList.parse((await get('/api/geo?zip_code=8&q=münch')).json());
    expect(items.length).toBeGreaterThan(0);
    expect(
      items.every(
        (item) => item.zip_code.startsWith('8') && item.city.toLowerCase().startsWith('münch'),
      ),
    ).toBe(true);
    const none = geoPointList.parse((await get('/api/geo?zip_code=101&q=münch')).json());
    expect(none.items).toEqual([]);
  });

  it('refuses a zip_code that is not a postal code, naming it', async () => {
    const response = await get('/api/geo?zip_code=%25%25');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((f: { field: string }) => f.field)).toEqual(['zip_code']);
  });

  it('treats wildcards as letters and refuses a bad limit', async () => {
    expect(geoPointList.parse((await get('/api/geo?q=%25')).json()).items).toEqual([]);
    expect((await get('/api/geo?limit=500')).statusCode).toBe(400);
  });
});

describe('GET /api/geo/point', () => {
  it('finds a point by postal code and by id', async () => {
    const answer = (await get('/api/geo/point?zip_code=80331')).json();
    // Spec §3 "Geo point": zip_code, geo_id, latitude, longitude.
    expect(Object.keys(answer)).toEqual(expect.arrayContaining(['geo_id', 'zip_code']));
    expect(answer).not.toHaveProperty('id');
    const byZip = geoPoint.parse(answer);
    expect(byZip).toMatchObject({ zip_code: '80331', city: 'München', country: 'DE' });
    const byId = geoPoint.parse((await get(`/api/geo/point?geo_id=${byZip.geo_id}`)).json());
    expect(byId).toEqual(byZip);
  });

  it('finds the point nearest to a position', async () => {
    // Beside the Brandenburg Gate.
    const nearest = geoPoint.parse(
      (await get('/api/geo/point?latitude=52.5163&longitude=13.3777')).json(),
    );
    expect(nearest.city).toBe('Berlin');
    expect(nearest.zip_code).toMatch(/^10/);
  });

  it('answers 400 without a way to find the point, and 404 when there is none', async () => {
    for (const query of ['', '?latitude=52.5', '?zip_code=%20', '?geo_id=abc']) {
      const response = await get(`/api/geo/point${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().fields.length).toBeGreaterThan(0);
    }
    expect((await get('/api/geo/point?zip_code=00000')).statusCode).toBe(404);
    // Beyond a PostgreSQL integer: no such id, and no query that fails on it.
    const huge = await get('/api/geo/point?geo_id=2728054803067314');
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields.map((f: { field: string }) => f.field)).toEqual(['geo_id']);
    expect((await get('/api/geo/point?geo_id=999999999')).statusCode).toBe(404);
    // The middle of the Atlantic is near no postal code.
    expect((await get('/api/geo/point?latitude=40&longitude=-30')).statusCode).toBe(404);
    // Degrees too tiny for the database (subnormal doubles) are a position like any other.
    const tiny = await get('/api/geo/point?latitude=1.55e-225&longitude=7.4e-323&country=DE');
    expect(tiny.statusCode, tiny.body).toBe(404);
  });
});

describe('GET /api/geo/zipcodes/:zipcode/autocomplete', () => {
  it('lists postal codes starting with the digits, limited', async () => {
    const { items } = geoPointList.parse(
      (await get('/api/geo/zipcodes/803/autocomplete?limit=3')).json(),
    );
    expect(items).toHaveLength(3);
    expect(items.every((item) => item.zip_code.startsWith('803'))).toBe(true);
    const none = geoPointList.parse((await get('/api/geo/zipcodes/00/autocomplete')).json());
    expect(none.items).toEqual([]);
  });
});

describe('the point of a postal code, as result pages look it up', () => {
  /** The real repository, counting how often a postal code is read from the database. */
  function countingRepository(): { repository: GeoRepository; reads: () => number } {
    const real = createGeoRepository(testApp.app.db);
    let reads = 0;
    return {
      repository: {
        ...real,
        findByZip: (...args: Parameters<GeoRepository['findByZip']>) => {
          reads += 1;
          return real.findByZip(...args);
        },
      },
      reads: () => reads,
    };
  }

  it('is read from the database once, then kept', async () => {
    const { repository, reads } = countingRepository();
    const geo = createGeoService(repository);
    const first = await geo.findByZip('10115');
    expect(first?.city).toBe('Berlin');
    expect(await geo.findByZip(' 10115 ')).toEqual(first);
    expect(reads()).toBe(1);
    expect((await geo.findByZip('80331'))?.city).toBe('München');
    expect(reads()).toBe(2);
    // Another country is another point.
    expect(await geo.findByZip('10115', 'AT')).toBeUndefined();
    expect(reads()).toBe(3);
  });

  it('does not keep a postal code the data set does not know', async () => {
    const { repository, reads } = countingRepository();
    const geo = createGeoService(repository);
    expect(await geo.findByZip('00000')).toBeUndefined();
    expect(await geo.findByZip('00000')).toBeUndefined();
    expect(reads()).toBe(2);
  });
});
