import { marketplaceSections, showroomSorts, type MarketplaceSection } from '@bazaar/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { isPublished } from '../read-model';
import { EARTH_RADIUS_METRES, earthCapCorners, earthPoint } from './geo-sql';
import { bestOfEachTitle, createPublicListingSearch } from './public-search.repository';
import {
  listingSearchStatement,
  RADIUS_FROM_INDEX_MAX_KM,
  searchShape,
  type ListingSearch,
  type ParameterCondition,
} from './search-query';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});

afterAll(async () => {
  await testApp?.close();
});

/** A small deterministic generator (mulberry32), so a failing search can be found again. */
function randomSource(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    chance: (probability = 0.5) => next() < probability,
    integer: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const uuid = (random: ReturnType<typeof randomSource>) =>
  `00000000-0000-4000-8000-${String(random.integer(0, 999_999_999_999)).padStart(12, '0')}`;

/** Any search the service could hand over, with values chosen at random. */
function randomSearch(random: ReturnType<typeof randomSource>): ListingSearch {
  const sort = random.pick(showroomSorts);
  const withOrigin = sort === 'distance' || random.chance();
  const conditions: ParameterCondition[] = Array.from({ length: random.integer(0, 2) }, () =>
    random.chance()
      ? {
          source: random.pick(['attributes', 'parameters'] as const),
          anyOf: Array.from({ length: random.integer(1, 3) }, () => ({
            [random.pick(['colour', 'fuel', 'offer'])]: random.pick(['red', 'diesel', 42]),
          })),
        }
      : {
          source: random.pick(['attributes', 'parameters'] as const),
          key: random.pick(['year', 'rooms']),
          ...(random.chance() ? { min: random.integer(0, 100) } : {}),
          ...(random.chance() ? { max: random.integer(100, 200) } : {}),
        },
  );
  return {
    section: random.pick<MarketplaceSection>(marketplaceSections),
    sort,
    limit: random.pick([7, 25]),
    conditions,
    ...(random.chance()
      ? {
          nodeIds: Array.from({ length: random.pick([1, 1, 3]) }, () => uuid(random)),
        }
      : {}),
    ...(sort === 'relevance' || random.chance(0.3)
      ? { text: { tsquery: random.pick(['lamp:*', '(iphnoe:* | iphone)', 'e & bike:*']) } }
      : {}),
    ...(random.chance()
      ? {
          priceMinor: {
            ...(random.chance() ? { min: random.integer(0, 1_000) } : {}),
            ...(random.chance() ? { max: random.integer(1_000, 9_000) } : {}),
          },
        }
      : {}),
    ...(withOrigin
      ? {
          origin: { latitude: random.integer(47, 55), longitude: random.integer(6, 15) },
          ...(random.chance()
            ? {
                radiusKm: random.pick([
                  random.integer(1, RADIUS_FROM_INDEX_MAX_KM),
                  random.integer(RADIUS_FROM_INDEX_MAX_KM + 1, 200),
                ]),
              }
            : {}),
        }
      : {}),
    ...(random.chance(0.3)
      ? { after: { value: random.integer(0, 1_000_000), id: uuid(random) } }
      : {}),
    // Suggestions: a sample of the matches, one listing per title.
    ...(random.chance(0.3) ? { rankSample: 200, distinctTitles: random.chance() } : {}),
    ...(random.chance(0.2) ? { recentWindow: 600 } : {}),
    ...(withOrigin && random.chance(0.2) ? { nearnessAtMost: random.integer(1, 90_000) } : {}),
  };
}

/** Shop Hub's newest public listings, newest first. */
async function newestCatalogListings(count: number) {
  return testApp.app.db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(and(eq(listings.section, 'catalog'), isPublished))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(count);
}

/** The words of titles as full-text terms (letters only, lower case, longer than three), once each. */
const wordsOf = (titles: readonly string[]) => [
  ...new Set(
    titles.flatMap((title) =>
      title
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((word) => word.length > 3),
    ),
  ),
];

/**
 * A listing older than the `olderThan` newest, with a word that no word of the `newest` newest
 * listings starts with: a text only older listings match.
 */
async function olderListingWithUnseenWord(newest: number, olderThan: number) {
  const listed = await newestCatalogListings(200);
  const seen = wordsOf(listed.slice(0, newest).map((listing) => listing.title));
  const found = listed
    .slice(olderThan)
    .flatMap((listing) => wordsOf([listing.title]).map((word) => ({ word, listing })))
    .find(({ word }) => !seen.some((known) => known.startsWith(word)));
  expect(found).toBeDefined();
  return found!;
}

describe('prepared listing searches', () => {
  it('builds one SQL text for every search of one shape, whatever its values', () => {
    const random = randomSource(20261122);
    const textsByShape = new Map<string, { texts: Set<string>; searches: number }>();
    for (let round = 0; round < 3_000; round += 1) {
      const search = randomSearch(random);
      const shape = searchShape('page', search);
      const seen = textsByShape.get(shape) ?? { texts: new Set<string>(), searches: 0 };
      seen.texts.add(listingSearchStatement(testApp.app.db, search).sql);
      seen.searches += 1;
      textsByShape.set(shape, seen);
    }
    const repeated = [...textsByShape.values()].filter((seen) => seen.searches > 1);
    expect(repeated.length).toBeGreaterThan(50);
    for (const [shape, seen] of textsByShape) expect(seen.texts.size, shape).toBe(1);
  });

  it('sends every value of a search as a parameter, none in the SQL text', () => {
    const search: ListingSearch = {
      section: 'catalog',
      sort: 'price_asc',
      limit: 25,
      text: { tsquery: 'uniquetextvalue:*' },
      priceMinor: { min: 123_456 },
      conditions: [{ source: 'parameters', anyOf: [{ colour: 'uniquecolourvalue' }] }],
      after: { value: 654_321, id: '00000000-0000-4000-8000-000000000777' },
    };
    const statement = listingSearchStatement(testApp.app.db, search);
    for (const value of ['uniquetextvalue', '123456', 'uniquecolourvalue', '654321', '777'])
      expect(statement.sql).not.toContain(value);
    expect(statement.params).toEqual(
      expect.arrayContaining([
        'uniquetextvalue:*',
        123_456,
        JSON.stringify({ colour: 'uniquecolourvalue' }),
        654_321,
      ]),
    );
  });
});

describe('suggestions of distinct titles', () => {
  it('keeps the best ranked row of each title, case ignored, in rank order', () => {
    const rows = [
      { id: 1, title: 'IKEA Kivik sofa' },
      { id: 2, title: 'ikea kivik SOFA' },
      { id: 3, title: 'Oak table' },
      { id: 4, title: 'IKEA Kivik sofa' },
      { id: 5, title: 'Lamp' },
    ];
    expect(bestOfEachTitle(rows).map((row) => row.id)).toEqual([1, 3, 5]);
  });
});

describe('the box a radius reads from the index', () => {
  /** The point `metres` from `origin` along the surface, towards `bearing` (radians). */
  function destination(
    origin: { latitude: number; longitude: number },
    metres: number,
    bearing: number,
  ) {
    const angle = metres / EARTH_RADIUS_METRES;
    const lat = (origin.latitude * Math.PI) / 180;
    const lon = (origin.longitude * Math.PI) / 180;
    const toLat = Math.asin(
      Math.sin(lat) * Math.cos(angle) + Math.cos(lat) * Math.sin(angle) * Math.cos(bearing),
    );
    const toLon =
      lon +
      Math.atan2(
        Math.sin(bearing) * Math.sin(angle) * Math.cos(lat),
        Math.cos(angle) - Math.sin(lat) * Math.sin(toLat),
      );
    return { latitude: (toLat * 180) / Math.PI, longitude: (toLon * 180) / Math.PI };
  }

  it('holds every point on the radius, and is smaller than the cube of the chord', () => {
    const random = randomSource(7);
    for (let round = 0; round < 200; round += 1) {
      const origin = { latitude: random.integer(-80, 80), longitude: random.integer(-179, 179) };
      const metres = random.integer(1, 200) * 1_000;
      const [low, high] = earthCapCorners(origin, metres);
      for (let step = 0; step < 72; step += 1) {
        const point = earthPoint(destination(origin, metres, (step * Math.PI) / 36));
        for (let axis = 0; axis < 3; axis += 1) {
          expect(point[axis]).toBeGreaterThanOrEqual(low[axis]!);
          expect(point[axis]).toBeLessThanOrEqual(high[axis]!);
        }
      }
      const chord = 2 * EARTH_RADIUS_METRES * Math.sin(metres / EARTH_RADIUS_METRES / 2);
      const volume = (corners: [number[], number[]]) =>
        corners[1].reduce((product, side, axis) => product * (side - corners[0][axis]!), 1);
      expect(volume([low, high])).toBeLessThan((2 * chord + 2) ** 3);
    }
  });
});

describe('suggestions from the newest listings', () => {
  const windowSize = 5;

  const suggestionSearch = (tsquery: string, limit: number): ListingSearch => ({
    section: 'catalog',
    text: { tsquery },
    conditions: [],
    sort: 'relevance',
    limit,
    rankSample: 200,
  });

  it('takes its matches from the window of the newest listings when it holds enough', async () => {
    const repository = createPublicListingSearch(testApp.app.db, { suggestionWindow: windowSize });
    const listed = await newestCatalogListings(windowSize * 6);
    // Words of the window's listings and of five times as many older ones: ranked over all
    // matches, the best two would most likely be older.
    const words = wordsOf(listed.map((listing) => listing.title));
    const found = await repository.findListings(suggestionSearch(words.join(' | '), 2));
    expect(found.length).toBe(2);
    const windowIds = new Set(listed.slice(0, windowSize).map((listing) => listing.id));
    for (const row of found) expect(windowIds.has(row.id), row.title).toBe(true);
  });

  it('keeps to the window when it holds a page of distinct titles in fewer rows than it read', async () => {
    const listed = await newestCatalogListings(200);
    const window = listed.slice(0, windowSize);
    const olderWords = wordsOf(listed.slice(windowSize).map((listing) => listing.title));
    // A word of each of two listings of the window that no other listing of the window has, but
    // older listings do: two matches in the window, fewer than the four rows read for two
    // distinct titles, and the text index would rank older listings with them too.
    const own = window.flatMap((listing, index) => {
      const others = wordsOf(window.filter((_, other) => other !== index).map((l) => l.title));
      const word = wordsOf([listing.title]).find(
        (candidate) =>
          !others.some((known) => known.startsWith(candidate)) && olderWords.includes(candidate),
      );
      return word ? [{ word, listing }] : [];
    });
    const chosen = own
      .filter((entry, index) =>
        own
          .slice(0, index)
          .every(
            (before) => before.listing.title.toLowerCase() !== entry.listing.title.toLowerCase(),
          ),
      )
      .slice(0, 2);
    expect(chosen).toHaveLength(2);
    // Queries built, counted: the text index's step would build its own after the window's.
    let built = 0;
    const counting = new Proxy(testApp.app.db, {
      get(target, property, receiver) {
        if (property === 'select') built += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    const search = suggestionSearch(chosen.map(({ word }) => `${word}:*`).join(' | '), 2);
    await createPublicListingSearch(counting, { suggestionWindow: windowSize }).findListings(
      search,
    );
    const windowOnly = built;
    built = 0;
    const found = await createPublicListingSearch(counting, {
      suggestionWindow: windowSize,
    }).findListings({ ...search, distinctTitles: true });
    expect(built).toBe(windowOnly);
    expect(found.map((row) => row.id).sort()).toEqual(
      chosen.map(({ listing }) => listing.id).sort(),
    );
  });

  it('asks the text index when the window holds too few matches', async () => {
    const repository = createPublicListingSearch(testApp.app.db, { suggestionWindow: windowSize });
    const { word, listing } = await olderListingWithUnseenWord(windowSize, windowSize);
    // More than the window could hold, so it is the text index that answers.
    const found = await repository.findListings(suggestionSearch(`${word}:*`, 100));
    expect(found.map((row) => row.id)).toContain(listing.id);
  });
});

describe('relevance pages of a common text', () => {
  const options = { commonTextProbe: 10, commonTextWindow: 40 };

  const relevancePage = (tsquery: string): ListingSearch => ({
    section: 'catalog',
    text: { tsquery },
    conditions: [],
    sort: 'relevance',
    limit: 60,
  });

  it('ranks the matches among the newest listings when the first look finds the text common', async () => {
    const repository = createPublicListingSearch(testApp.app.db, options);
    const listed = await newestCatalogListings(200);
    // Words of the newest listings, which the first look finds, and of many older ones.
    const words = wordsOf(listed.map((listing) => listing.title));
    const found = await repository.findListings(relevancePage(words.join(' | ')));
    expect(found.length).toBeGreaterThan(0);
    const window = new Set(listed.slice(0, options.commonTextWindow).map((listing) => listing.id));
    for (const row of found) expect(window.has(row.id), row.title).toBe(true);
  });

  it('asks the text index for a text the first look does not find', async () => {
    const repository = createPublicListingSearch(testApp.app.db, options);
    const { word, listing } = await olderListingWithUnseenWord(
      options.commonTextProbe,
      options.commonTextWindow,
    );
    const found = await repository.findListings(relevancePage(`${word}:*`));
    expect(found.map((row) => row.id)).toContain(listing.id);
  });
});
