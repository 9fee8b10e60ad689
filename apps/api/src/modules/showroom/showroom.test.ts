import {
  catalogNodeDetail,
  catalogTree,
  crossSearchResult,
  encodeFilters,
  marketplaceSections,
  searchFilters,
  showroomListingPage,
  type ShowroomListingPage,
  type ShowroomListingsQueryInput,
} from '@bazaar/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingMedia, listings, users } from '../../db/schema';
import { RADIUS_FROM_INDEX_MAX_KM } from '../listings/public-search/search-query';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});

afterAll(async () => {
  await testApp?.close();
});

function url(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return `${path}?${params.toString()}`;
}

async function page(query: ShowroomListingsQueryInput): Promise<ShowroomListingPage> {
  const response = await testApp.app.inject({
    url: url('/api/showroom/listings', query as Record<string, string | number | undefined>),
  });
  expect(response.statusCode, response.body).toBe(200);
  return showroomListingPage.parse(response.json());
}

/** Every page of a query, following the cursors. */
async function allPages(query: ShowroomListingsQueryInput): Promise<ShowroomListingPage['items']> {
  const items: ShowroomListingPage['items'] = [];
  let cursor: string | undefined;
  for (let round = 0; round < 50; round += 1) {
    const result = await page({ ...query, cursor });
    items.push(...result.items);
    if (!result.next_cursor) return items;
    cursor = result.next_cursor;
  }
  throw new Error('too many pages');
}

async function nodeNamed(section: string, name: string) {
  const response = await testApp.app.inject({ url: `/api/catalog/nodes?section=${section}` });
  const node = catalogTree.parse(response.json()).nodes.find((n) => n.name === name);
  expect(node, name).toBeDefined();
  return node!;
}

/** Great-circle distance in km, as earthdistance computes it (sphere of radius 6378.168 km). */
function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.latitude - a.latitude) * rad) / 2) ** 2 +
    Math.cos(a.latitude * rad) *
      Math.cos(b.latitude * rad) *
      Math.sin(((b.longitude - a.longitude) * rad) / 2) ** 2;
  return 2 * 6378.168 * Math.asin(Math.sqrt(h));
}

describe('GET /api/showroom/listings', () => {
  it('pages through a division newest first without duplicates or gaps', async () => {
    const items = await allPages({ section: 'catalog', limit: 7 });
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    const published = await testApp.app.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.section, 'catalog'), eq(listings.status, 'active')));
    expect(ids.length).toBe(published.length);
    const times = items.map((item) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('sorts by price both ways, keeping the order across pages', async () => {
    const up = await allPages({ section: 'automarket', sort: 'price_asc', limit: 5 });
    const prices = up.map((item) => item.price.amount_minor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = await allPages({ section: 'automarket', sort: 'price_desc', limit: 5 });
    expect(down.map((item) => item.id)).toEqual(
      [...up]
        .sort((a, b) => b.price.amount_minor - a.price.amount_minor || (a.id < b.id ? 1 : -1))
        .map((i) => i.id),
    );
    expect(new Set(down.map((item) => item.id)).size).toBe(down.length);
  });

  it('keeps a node and everything under it', async () => {
    const phones = await nodeNamed('catalog', 'Phones');
    const items = await allPages({ section: 'catalog', node: phones.id, limit: 20 });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items)
      expect(item.title).toMatch(/iPhone|Galaxy|Pixel|Fairphone|Anker|Spigen|Belkin/);
  });

  it('filters by a price range and by node parameters', async () => {
    const filters = encodeFilters({
      price: { min: 10_000, max: 30_000 },
      parameters: { fuel: ['diesel'], transmission: ['automatic'] },
    });
    const items = await allPages({ section: 'automarket', filters, limit: 10 });
    expect(items.length).toBeGreaterThan(0);
    const rows = await testApp.app.db
      .select()
      .from(listings)
      .where(eq(listings.section, 'automarket'));
    for (const item of items) {
      const row = rows.find((r) => r.id === item.id)!;
      expect(row.attributes).toMatchObject({ fuel: 'diesel', transmission: 'automatic' });
      expect(item.price.amount_minor).toBeGreaterThanOrEqual(1_000_000);
      expect(item.price.amount_minor).toBeLessThanOrEqual(3_000_000);
    }
    const expected = rows.filter(
      (r) =>
        r.attributes['fuel'] === 'diesel' &&
        r.attributes['transmission'] === 'automatic' &&
        r.priceMinor! >= 1_000_000 &&
        r.priceMinor! <= 3_000_000,
    );
    expect(items.length).toBe(expected.length);
  });

  it('filters by checkbox, multiselect on a list and numeric range', async () => {
    const apartments = await nodeNamed('property', 'Apartments');
    const balcony = await allPages({
      section: 'property',
      node: apartments.id,
      filters: encodeFilters({ parameters: { balcony: true, rooms: { min: 2 } } }),
    });
    expect(balcony.length).toBeGreaterThan(0);
    const rows = await testApp.app.db
      .select()
      .from(listings)
      .where(eq(listings.section, 'property'));
    for (const item of balcony) {
      const row = rows.find((r) => r.id === item.id)!;
      expect(row.parameters['balcony']).toBe(true);
      expect(row.attributes['rooms']).toBeGreaterThanOrEqual(2);
    }
    const bicycles = await nodeNamed('catalog', 'Bicycles');
    const sized = await allPages({
      section: 'catalog',
      node: bicycles.id,
      filters: encodeFilters({ parameters: { size: ['M'] } }),
    });
    const catalogRows = await testApp.app.db
      .select()
      .from(listings)
      .where(eq(listings.section, 'catalog'));
    expect(sized.length).toBeGreaterThan(0);
    for (const item of sized) {
      expect(catalogRows.find((r) => r.id === item.id)!.parameters['size']).toContain('M');
    }
  });

  it('keeps only listings within the radius of a postal code, nearest first', async () => {
    const items = await allPages({
      section: 'property',
      zip_code: '10115',
      radius_km: 30,
      sort: 'distance',
    });
    expect(items.length).toBeGreaterThan(0);
    const origin = { latitude: 52.53371, longitude: 13.38722 };
    const rows = await testApp.app.db
      .select()
      .from(listings)
      .where(eq(listings.section, 'property'));
    for (const item of items) {
      const row = rows.find((r) => r.id === item.id)!;
      const km = distanceKm(origin, { latitude: row.latitude!, longitude: row.longitude! });
      expect(km).toBeLessThanOrEqual(30);
      expect(item.distance_km).toBeCloseTo(km, 0);
    }
    const inside = rows.filter(
      (r) => distanceKm(origin, { latitude: r.latitude!, longitude: r.longitude! }) <= 30,
    );
    expect(items.length).toBe(inside.length);
    const distances = items.map((item) => item.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(rows.length).toBeGreaterThan(items.length);
  });

  /** The public listings of a division within `km` of a point, as earthdistance measures it. */
  async function publicWithin(section: string, origin: string, km: number) {
    const rows = await testApp.app.db
      .select({ id: listings.id, createdAt: listings.createdAt, priceMinor: listings.priceMinor })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.ownerId))
      .where(
        and(
          sql`${listings.section} = ${section}`,
          eq(listings.status, 'active'),
          eq(listings.draftState, 'sent'),
          eq(users.status, 'active'),
          sql`earth_distance(${sql.raw(origin)}, ll_to_earth(${listings.latitude}, ${listings.longitude})) <= ${km * 1000}`,
        ),
      );
    return rows;
  }

  it('keeps exactly the listings within a radius, sorted as asked, from the index and by walking', async () => {
    const berlin = 'll_to_earth(52.53371, 13.38722)';
    // Up to RADIUS_FROM_INDEX_MAX_KM the page is read from the GiST index; beyond, by walking.
    for (const km of [30, RADIUS_FROM_INDEX_MAX_KM, RADIUS_FROM_INDEX_MAX_KM + 1, 300]) {
      const inside = await publicWithin('catalog', berlin, km);
      expect(inside.length, `${km} km`).toBeGreaterThan(0);
      const newest = await allPages({
        section: 'catalog',
        zip_code: '10115',
        radius_km: km,
        limit: 7,
      });
      expect(newest.map((item) => item.id).sort(), `${km} km`).toEqual(
        inside.map((row) => row.id).sort(),
      );
      const expectedNewest = [...inside]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
        .map((row) => row.id);
      expect(newest.map((item) => item.id)).toEqual(expectedNewest);
      for (const item of newest) expect(item.distance_km!).toBeLessThanOrEqual(km);

      const cheapest = await allPages({
        section: 'catalog',
        zip_code: '10115',
        radius_km: km,
        sort: 'price_asc',
        limit: 7,
      });
      const expectedCheapest = [...inside]
        .sort((a, b) => a.priceMinor! - b.priceMinor! || (a.id < b.id ? -1 : 1))
        .map((row) => row.id);
      expect(cheapest.map((item) => item.id)).toEqual(expectedCheapest);
    }
    // The whole division is farther than 300 km from Berlin in places: the radius does cut.
    const all = await testApp.app.db
      .select({ id: listings.id })
      .from(listings)
      .where(and(eq(listings.section, 'catalog'), eq(listings.status, 'active')));
    expect((await publicWithin('catalog', berlin, 30)).length).toBeLessThan(all.length);
  });

  it('pages nearest first without a radius, ties in the order of their ids', async () => {
    const origin = { latitude: 52.53371, longitude: 13.38722 };
    const items = await allPages({
      section: 'flea-market',
      zip_code: '10115',
      sort: 'distance',
      limit: 4,
    });
    const rows = await testApp.app.db
      .select({ id: listings.id, latitude: listings.latitude, longitude: listings.longitude })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.ownerId))
      .where(
        and(
          eq(listings.section, 'flea-market'),
          eq(listings.status, 'active'),
          eq(listings.draftState, 'sent'),
          eq(users.status, 'active'),
          sql`${listings.latitude} is not null`,
        ),
      );
    const distanceOf = (row: (typeof rows)[number]) =>
      distanceKm(origin, { latitude: row.latitude!, longitude: row.longitude! });
    const expected = [...rows]
      .sort((a, b) => distanceOf(a) - distanceOf(b) || (a.id < b.id ? -1 : 1))
      .map((row) => row.id);
    expect(items.map((item) => item.id)).toEqual(expected);
    // Several listings share a place, so pages end inside ties.
    expect(new Set(rows.map((row) => `${row.latitude},${row.longitude}`)).size).toBeLessThan(
      rows.length,
    );
  });

  it('leaves out listings of blocked owners on radius, distance and text pages', async () => {
    const [first] = (await page({ section: 'catalog', zip_code: '10115', radius_km: 30 })).items;
    const owner = first!.seller.id;
    const word = first!.title.split(/[^\p{L}]+/u).sort((a, b) => b.length - a.length)[0]!;
    const byText = await allPages({ section: 'catalog', q: word });
    expect(byText.some((item) => item.seller.id === owner)).toBe(true);
    await testApp.app.db.update(users).set({ status: 'blocked' }).where(eq(users.id, owner));
    try {
      for (const query of [
        { radius_km: 30 },
        { radius_km: 300 },
        { radius_km: 30, sort: 'distance' },
        { sort: 'distance' },
      ] as const) {
        const items = await allPages({ section: 'catalog', zip_code: '10115', ...query });
        expect(items.length).toBeGreaterThan(0);
        expect(items.some((item) => item.seller.id === owner)).toBe(false);
      }
      const text = await allPages({ section: 'catalog', q: word });
      expect(text.some((item) => item.seller.id === owner)).toBe(false);
      const suggestions = crossSearchResult.parse(
        (
          await testApp.app.inject({
            url: url('/api/showroom/cross-search', { division: 'catalog', q: word }),
          })
        ).json(),
      );
      expect(suggestions.catalog.some((item) => item.seller.id === owner)).toBe(false);
    } finally {
      await testApp.app.db.update(users).set({ status: 'active' }).where(eq(users.id, owner));
    }
  });

  it('shows the first picture of each listing on its card', async () => {
    const items = await allPages({ section: 'catalog', limit: 20 });
    const pictures = await testApp.app.db
      .select({ listingId: listingMedia.listingId, url: listingMedia.url, alt: listingMedia.alt })
      .from(listingMedia)
      .orderBy(asc(listingMedia.position), asc(listingMedia.id));
    const withPicture = items.filter((item) => pictures.some((p) => p.listingId === item.id));
    expect(withPicture.length).toBeGreaterThan(0);
    for (const item of items) {
      const first = pictures.find((p) => p.listingId === item.id);
      expect(item.image?.url ?? null, item.title).toBe(first?.url ?? null);
      if (first) expect(item.image?.alt).toBe(first.alt);
    }
  });

  it('takes the postcode and radius from the filters text too', async () => {
    const result = await page({
      section: 'flea-market',
      filters: encodeFilters({ postcode: '80331', radius_km: 20, parameters: {} }),
    });
    expect(result.origin?.city).toBe('München');
    expect(result.items.length).toBeGreaterThan(0);
    for (const item of result.items) expect(item.distance_km).toBeLessThanOrEqual(20);
    expect(result.items.every((item) => item.location?.city === 'München')).toBe(true);
  });

  it('finds a listing by a misspelled word', async () => {
    const result = await page({ section: 'catalog', q: 'thinkpd carbon' });
    expect(result.sort).toBe('relevance');
    expect(result.items[0]?.title).toContain('ThinkPad X1 Carbon');
    const accents = await page({ section: 'catalog', q: 'riese muller' });
    expect(accents.items[0]?.title).toContain('Riese & Müller');
  });

  it('answers 400 naming the field for bad input', async () => {
    const cases: [ShowroomListingsQueryInput, string][] = [
      [{ section: 'catalog', filters: 'price:..' }, 'filters'],
      [{ section: 'catalog', filters: 'fuel:diesel' }, 'filters'],
      [{ section: 'automarket', filters: 'fuel:steam' }, 'filters'],
      [{ section: 'automarket', filters: 'transmission:manual,automatic' }, 'filters'],
      [{ section: 'catalog', zip_code: '00000' }, 'zip_code'],
      [{ section: 'catalog', radius_km: 10 }, 'zip_code'],
      [{ section: 'catalog', sort: 'distance' }, 'sort'],
      [{ section: 'catalog', price_min: 50, price_max: 10 }, 'price_max'],
      [{ section: 'catalog', cursor: 'nonsense' }, 'cursor'],
      [{ section: 'catalog', radius_km: 900, zip_code: '10115' }, 'radius_km'],
    ];
    for (const [query, field] of cases) {
      const response = await testApp.app.inject({
        url: url('/api/showroom/listings', query as Record<string, string | number | undefined>),
      });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const wrongSort = await page({ section: 'catalog', limit: 2 });
    const response = await testApp.app.inject({
      url: url('/api/showroom/listings', {
        section: 'catalog',
        sort: 'price_asc',
        cursor: wrongSort.next_cursor!,
      }),
    });
    expect(response.statusCode).toBe(400);
    const unknownNode = await testApp.app.inject({
      url: url('/api/showroom/listings', { section: 'catalog', node: crypto.randomUUID() }),
    });
    expect(unknownNode.statusCode).toBe(404);
  });
});

describe('GET /api/showroom/filters and GET /api/catalog/nodes/:id', () => {
  it("offers a node's own and inherited parameters after the fixed filters", async () => {
    const cars = await nodeNamed('automarket', 'Cars');
    const response = await testApp.app.inject({
      url: `/api/showroom/filters?section=automarket&node=${cars.id}`,
    });
    const panel = searchFilters.parse(response.json());
    expect(panel.filters.slice(0, 3).map((f) => f.type)).toEqual([
      'price_range',
      'postcode',
      'radius',
    ]);
    const keys = panel.filters.map((f) => f.key);
    expect(keys).toEqual(
      expect.arrayContaining(['fuel', 'transmission', 'year', 'make', 'body_type']),
    );
    const division = searchFilters.parse(
      (await testApp.app.inject({ url: '/api/showroom/filters?section=automarket' })).json(),
    );
    expect(division.filters.map((f) => f.key)).not.toContain('make');
  });

  it("lists each filter once in every division and node, Property's offer as listings store it", async () => {
    for (const section of marketplaceSections) {
      const tree = catalogTree.parse(
        (await testApp.app.inject({ url: `/api/catalog/nodes?section=${section}` })).json(),
      );
      for (const node of [undefined, ...tree.nodes.map((n) => n.id)]) {
        const response = await testApp.app.inject({
          url: url('/api/showroom/filters', { section, node }),
        });
        const { filters } = searchFilters.parse(response.json());
        const keys = filters.map((f) => f.key);
        const names = filters.map((f) => f.name.toLowerCase());
        expect(keys, `${section} ${node ?? ''}`).toEqual([...new Set(keys)]);
        expect(names, `${section} ${node ?? ''}`).toEqual([...new Set(names)]);
      }
    }

    // The one "Offer" filters the `offer` parameter (what the seed and the bench write).
    const property = searchFilters.parse(
      (await testApp.app.inject({ url: '/api/showroom/filters?section=property' })).json(),
    );
    expect(property.filters.filter((f) => f.name === 'Offer').map((f) => f.key)).toEqual(['offer']);
    const rentals = await allPages({
      section: 'property',
      filters: encodeFilters({ parameters: { offer: ['rent'], rooms: { min: 2 } } }),
    });
    expect(rentals.length).toBeGreaterThan(0);
    for (const item of rentals) {
      expect(item.rental_period).not.toBeNull();
    }
  });

  it('serves a node with its path, children, picture and parameters', async () => {
    const phones = await nodeNamed('catalog', 'Phones');
    const response = await testApp.app.inject({ url: `/api/catalog/nodes/${phones.id}` });
    expect(response.statusCode).toBe(200);
    const detail = catalogNodeDetail.parse(response.json());
    expect(detail.path.map((n) => n.name)).toEqual(['Electronics', 'Phones']);
    expect(detail.children.map((n) => n.name)).toEqual(['Smartphones', 'Phone accessories']);
    expect(detail.parameters.find((p) => p.key === 'brand')?.options.map((o) => o.value)).toContain(
      'Apple',
    );
    expect(detail.parameters.map((p) => p.key)).toContain('colour');
    const picture = await testApp.app.inject({ url: detail.node.image_url! });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toContain('<svg');
    const missing = await testApp.app.inject({ url: `/api/catalog/nodes/${crypto.randomUUID()}` });
    expect(missing.statusCode).toBe(404);
  });
});

describe('GET /api/showroom/cross-search', () => {
  it('suggests listings, categories and texts for a misspelled word', async () => {
    const response = await testApp.app.inject({
      url: url('/api/showroom/cross-search', { division: 'catalog', q: 'smartphon' }),
    });
    const result = crossSearchResult.parse(response.json());
    expect(result.categories.map((c) => c.name)).toContain('Smartphones');
    expect(result.categories[0]?.path.map((p) => p.name)).toEqual([
      'Electronics',
      'Phones',
      'Smartphones',
    ]);
    const typo = crossSearchResult.parse(
      (
        await testApp.app.inject({
          url: url('/api/showroom/cross-search', { division: 'catalog', q: 'sennheser' }),
        })
      ).json(),
    );
    expect(typo.catalog[0]?.title).toContain('Sennheiser');
    expect(typo.suggests[0]).toContain('Sennheiser');
    expect(typo.catalog.length).toBeLessThanOrEqual(6);
  });

  it('suggests one listing per title, while the search finds every listing of it', async () => {
    const [model] = await testApp.app.db
      .select()
      .from(listings)
      .where(eq(listings.section, 'flea-market'))
      .limit(1);
    const { searchVector: _searchVector, ...row } = model!;
    const titles = [
      'Zyxwvut armchair, teak',
      'Zyxwvut armchair, teak',
      'ZYXWVUT ARMCHAIR, TEAK',
      'Zyxwvut footstool, teak',
    ];
    const ids = titles.map(() => crypto.randomUUID());
    await testApp.app.db
      .insert(listings)
      .values(titles.map((title, index) => ({ ...row, id: ids[index]!, title })));
    try {
      const suggestions = crossSearchResult.parse(
        (
          await testApp.app.inject({
            url: url('/api/showroom/cross-search', { division: 'flea-market', q: 'zyxwvut' }),
          })
        ).json(),
      );
      const suggested = suggestions.catalog.map((item) => item.title.toLowerCase()).sort();
      expect(suggested).toEqual(['zyxwvut armchair, teak', 'zyxwvut footstool, teak']);
      expect(suggestions.suggests.map((text) => text.toLowerCase()).sort()).toEqual(suggested);
      const searched = await allPages({ section: 'flea-market', q: 'zyxwvut' });
      expect(searched.map((item) => item.id).sort()).toEqual([...ids].sort());
    } finally {
      await testApp.app.db.delete(listings).where(inArray(listings.id, ids));
    }
  });

  it('answers empty lists for a blank text and for services', async () => {
    for (const query of [
      { division: 'catalog', q: '   ' },
      { division: 'services', q: 'plumber' },
    ]) {
      const response = await testApp.app.inject({ url: url('/api/showroom/cross-search', query) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ catalog: [], categories: [], suggests: [] });
    }
    const bad = await testApp.app.inject({
      url: url('/api/showroom/cross-search', { division: 'boats', q: 'x' }),
    });
    expect(bad.statusCode).toBe(400);
  });
});
