import { expect, test, type APIRequestContext, type Page } from '../support/test';
import {
  catalogTree,
  divisionOf,
  showroomListingPage,
  type CatalogNode,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { seriousViolations } from '../support/axe';
import { publishListing } from '../support/listings';
import { waitForAddress } from '../support/navigation';
import { openApp, reloadApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { emulatePhoneTouchPoints } from '../support/touch';

// Section pages, their filters and the map of results; the top bar's search: discovery-search.spec.ts.

/** The division's sections (top-level catalog nodes), as the api lists them. */
async function sectionsOf(request: APIRequestContext, section: MarketplaceSection) {
  const response = await request.get(`/api/catalog/nodes?section=${section}`);
  expect(response.ok()).toBe(true);
  return catalogTree.parse(await response.json()).nodes.filter((node) => node.parent_id === null);
}

async function showroomListings(request: APIRequestContext, query: Record<string, string>) {
  const response = await request.get(`/api/showroom/listings?${new URLSearchParams(query)}`);
  expect(response.ok()).toBe(true);
  return showroomListingPage.parse(await response.json());
}

/** The ids of the result cards the page shows, in its order. */
const shownListingIds = (page: Page) =>
  page
    .getByTestId('result-item')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-id')));

/** Kilometres between two points on the earth (haversine). */
function kilometresBetween(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** A 1×1 light grey PNG. */
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGN4CgAA5wDmLEIwLgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Answers the map's requests for OpenStreetMap tiles with a blank tile (the test machines have no
 * internet), and lists the tiles asked for.
 */
async function answerOpenStreetMapTiles(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'image/png', body: BLANK_TILE });
  });
  return asked;
}

const BERLIN_MITTE = { zip: '10115', latitude: 52.5323, longitude: 13.3846 };
const RADIUS_KM = 50;
/** Map points are rounded to about a kilometre. */
const ROUNDING_KM = 1.5;

/**
 * The sections of a division, the demo marketplace's alone first: the listings journeys make for
 * themselves go to the first subcategory (support/listings.ts), and come and go while others run.
 */
async function demoSectionsOf(request: APIRequestContext, section: MarketplaceSection) {
  return (await sectionsOf(request, section)).reverse();
}

/** A section page with listings both within the radius around Berlin Mitte and beyond it. */
async function sectionAroundBerlin(request: APIRequestContext) {
  for (const division of ['catalog', 'flea-market', 'property', 'automarket'] as const) {
    for (const node of await demoSectionsOf(request, division)) {
      const around = await showroomListings(request, {
        section: division,
        node: node.id,
        filters: `postcode:${BERLIN_MITTE.zip};radius:${RADIUS_KM}`,
        limit: '60',
      });
      const all = await showroomListings(request, {
        section: division,
        node: node.id,
        limit: '60',
      });
      const beyond = all.items.filter(
        (listing) =>
          listing.map_point && kilometresBetween(listing.map_point, BERLIN_MITTE) > RADIUS_KM + 5,
      );
      if (around.items.length > 0 && beyond.length > 0) return { division, node };
    }
  }
  throw new Error('no seeded section has listings both near Berlin and far from it');
}

const sectionPath = (division: MarketplaceSection, node: CatalogNode) =>
  `/${divisionOf(division).routeWord}/${node.slug}`;

test('a radius filter around a seeded zip code keeps only listings within the radius', async ({
  page,
  request,
}) => {
  const { division, node } = await sectionAroundBerlin(request);
  await openApp(page, sectionPath(division, node));
  await expect(page.getByRole('heading', { level: 1, name: node.name })).toBeVisible();

  const postcode = page.getByTestId('postcode-input');
  await postcode.click();
  await postcode.pressSequentially(BERLIN_MITTE.zip.slice(0, 4), { delay: 40 });
  await page.getByTestId('postcode-option').filter({ hasText: BERLIN_MITTE.zip }).first().click();
  await waitForAddress(page, new RegExp(`filters=postcode%3A${BERLIN_MITTE.zip}`));
  await page.getByRole('combobox', { name: 'Radius' }).click();
  const radiusApplied = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/showroom/listings' &&
      url.searchParams.get('filters')?.includes(`radius:${RADIUS_KM}`) === true
    );
  });
  await page.getByTestId(`radius-option-${RADIUS_KM}`).click();
  await waitForAddress(
    page,
    new RegExp(`filters=postcode%3A${BERLIN_MITTE.zip}%3Bradius%3A${RADIUS_KM}`),
  );
  await radiusApplied;

  // Every listing shown is within the radius, by the distance it shows (once the results of
  // the postcode alone, which stay on screen while the radius loads, are replaced)…
  const distances = page.getByTestId('results-grid').getByTestId('listing-distance');
  await expect
    .poll(async () => {
      const kms = await distances.evaluateAll((labels) =>
        labels.map((label) => Number(label.getAttribute('data-km'))),
      );
      return kms.length > 0 && kms.every((km) => km <= RADIUS_KM);
    })
    .toBe(true);
  // …and by the place the api gives for each of them.
  const shownIds = await shownListingIds(page);
  const answer = await showroomListings(request, {
    section: division,
    node: node.id,
    filters: `postcode:${BERLIN_MITTE.zip};radius:${RADIUS_KM}`,
    limit: '60',
  });
  expect(answer.origin?.zip_code).toBe(BERLIN_MITTE.zip);
  for (const id of shownIds) {
    const listing = answer.items.find((item) => item.id === id);
    expect(listing, `listing ${id} is in the api's answer`).toBeTruthy();
    expect(kilometresBetween(listing!.map_point!, BERLIN_MITTE)).toBeLessThanOrEqual(
      RADIUS_KM + ROUNDING_KM,
    );
  }

  // The map view shows them by place, on OpenStreetMap's tiles, credited in its corner.
  const tiles = await answerOpenStreetMapTiles(page);
  await page.getByTestId('view-map').click();
  await waitForAddress(page, /map=1/);
  const map = page.getByTestId('results-map');
  await expect(map).toBeVisible();
  await expect(map).toHaveAttribute('data-tiles', 'on');
  await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  await expect(map.locator('.bz-map-pin').first()).toBeVisible();
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  await lookAt(page, 'discovery-map');
});

test('the postcode field reached from the keyboard takes what is typed and chooses a code with Enter', async ({
  page,
  request,
}) => {
  const { division, node } = await sectionAroundBerlin(request);
  await openApp(page, sectionPath(division, node));
  await expect(page.getByRole('heading', { level: 1, name: node.name })).toBeVisible();

  // The suggestion field is fetched when first used: until then a stand-in holds its place…
  await expect(page.locator('.MuiAutocomplete-root')).toHaveCount(0);
  const postcode = page.getByRole('combobox', { name: 'Postcode' });
  await postcode.focus();
  await page.keyboard.type(BERLIN_MITTE.zip, { delay: 40 });
  // …and hands over the focus and the typed code, so the keyboard alone chooses it.
  await expect(postcode).toBeFocused();
  await expect(postcode).toHaveValue(BERLIN_MITTE.zip);
  await expect(page.getByTestId('postcode-option').first()).toContainText(BERLIN_MITTE.zip);
  await page.keyboard.press('Enter');
  await waitForAddress(page, new RegExp(`filters=postcode%3A${BERLIN_MITTE.zip}`));
  await expect(postcode).toHaveValue(new RegExp(`^${BERLIN_MITTE.zip} `));
});

test.describe('the map of results', () => {
  test("the map's code loads when the map is first shown, and 'Reload' retries a failed load", async ({
    page,
    request,
  }) => {
    const [section] = await sectionsOf(request, 'flea-market');
    await answerOpenStreetMapTiles(page);
    await openApp(page, sectionPath('flea-market', section!));
    await expect(page.getByTestId('result-item').first()).toBeVisible();

    // The connection drops as the map is opened: its code does not arrive.
    await page.route('**/_next/static/**', (route) => route.abort('internetdisconnected'));
    await page.getByTestId('view-map').click();
    await waitForAddress(page, /map=1/);
    const failed = page.getByTestId('lazy-load-failed');
    await expect(failed).toBeVisible();
    await expect(failed.getByText('This part of the page could not be loaded.')).toBeVisible();

    await page.unroute('**/_next/static/**');
    await failed.getByRole('button', { name: 'Reload' }).click();
    const map = page.getByTestId('results-map');
    await expect(map).toBeVisible();
    await expect(map.locator('.bz-map-pin').first()).toBeVisible();
    await expect(failed).toBeHidden();
  });
});

test('a filtered, sorted result page reloads with the same results', async ({
  page,
  request,
  seller,
}) => {
  // The seller's own three products, in a price window no other listing is in: what other
  // journeys publish and withdraw meanwhile stays out of the page.
  const prices = [987_300, 987_100, 987_200];
  const published: { id: string; amount: number; node: string | null }[] = [];
  for (const [at, amount] of prices.entries()) {
    const listing = await publishListing(request, seller, 'catalog', {
      title: `Sorted journey product ${at} ${Date.now().toString(36)}`,
      price: { amount_minor: amount, currency: 'EUR' },
    });
    published.push({ id: listing.id, amount, node: listing.catalog_node_id });
  }
  const cheapestFirst = [...published]
    .sort((a, b) => a.amount - b.amount)
    .map((listing) => listing.id);
  const { nodes } = catalogTree.parse(
    await (await request.get('/api/catalog/nodes?section=catalog')).json(),
  );
  let section = nodes.find((node) => node.id === published[0]!.node)!;
  while (section.parent_id !== null) section = nodes.find((node) => node.id === section.parent_id)!;
  const query = { filters: 'price:9871..9873', sort: 'price_asc' };
  await expect
    .poll(async () => {
      const answer = await showroomListings(request, {
        section: 'catalog',
        node: section.id,
        ...query,
        limit: '24',
      });
      return answer.items.map((item) => item.id);
    })
    .toEqual(cheapestFirst);

  await openApp(page, `${sectionPath('catalog', section)}?${new URLSearchParams(query)}`);
  const ids = () => shownListingIds(page);
  await expect(page.getByTestId('result-item')).toHaveCount(3);
  expect(await ids()).toEqual(cheapestFirst);
  await expect(page.getByTestId('filter-price-min')).toHaveValue('9871');
  await expect(page.getByTestId('filter-price-max')).toHaveValue('9873');
  await expect(page.getByTestId('sort-select')).toHaveValue('price_asc');

  await reloadApp(page);
  await expect(page.getByTestId('result-item')).toHaveCount(3);
  expect(await ids()).toEqual(cheapestFirst);
  await expect(page.getByTestId('filter-price-min')).toHaveValue('9871');
  await expect(page.getByTestId('sort-select')).toHaveValue('price_asc');
});

test('a price range typed as minimum, Tab, maximum, Enter applies both bounds', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/catalog/nodes?section=catalog');
  const nodes = catalogTree.parse(await response.json()).nodes;
  const electronics = nodes.find((node) => node.parent_id === null && node.slug === 'electronics');
  const phones = nodes.find((node) => node.parent_id === electronics?.id && node.slug === 'phones');
  expect(phones, 'the demo catalog has Electronics › Phones').toBeTruthy();
  await openApp(page, `${sectionPath('catalog', electronics!)}?category=phones`);
  await expect(page.getByTestId('result-item').first()).toBeVisible();

  // As a person types: the minimum, Tab (which applies it: the list reloads), the maximum, Enter.
  await page.getByTestId('filter-price-min').click();
  await page.keyboard.type('100', { delay: 50 });
  const minimumApplied = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/showroom/listings' &&
      url.searchParams.get('filters')?.startsWith('price:100') === true
    );
  });
  await page.keyboard.press('Tab');
  await minimumApplied;
  await page.keyboard.type('700', { delay: 50 });
  const bothApplied = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/showroom/listings' &&
      url.searchParams.get('filters')?.startsWith('price:100..700') === true
    );
  });
  await page.keyboard.press('Enter');

  await waitForAddress(page, /filters=price%3A100\.\.700(&|$)/);
  await bothApplied;
  await expect(page.getByTestId('filter-price-min')).toHaveValue('100');
  await expect(page.getByTestId('filter-price-max')).toHaveValue('700');
  // The phones shown are those the api has from 100 to 700 €, none of them dearer.
  const answer = await showroomListings(request, {
    section: 'catalog',
    node: phones!.id,
    filters: 'price:100..700',
    limit: '24',
  });
  expect(answer.items.length).toBeGreaterThan(0);
  await expect.poll(() => shownListingIds(page)).toEqual(answer.items.map((item) => item.id));
  const prices = answer.items.map((item) => item.price.amount_minor);
  expect(prices.every((price) => price >= 10_000 && price <= 70_000)).toBe(true);
});

test('a price range typed at full speed, minimum, Tab, maximum, Enter, keeps both bounds', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/catalog/nodes?section=catalog');
  const nodes = catalogTree.parse(await response.json()).nodes;
  const electronics = nodes.find((node) => node.parent_id === null && node.slug === 'electronics');
  await openApp(page, sectionPath('catalog', electronics!));
  await expect(page.getByTestId('result-item').first()).toBeVisible();

  // Issue 35: typed without a pause, the maximum was wiped as the page showed the minimum applied
  // on Tab (100 and nothing; or, a digit later, 100 and "00": price:0..100).
  const minimumShown = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/showroom/listings' && url.searchParams.get('filters') === 'price:100..'
    );
  });
  await page.getByTestId('filter-price-min').click();
  await page.keyboard.type('100');
  await page.keyboard.press('Tab');
  await page.keyboard.type('700');
  // The page shows the applied minimum and its listings; the maximum typed meanwhile is still there.
  await minimumShown;
  await expect(page.locator('[aria-busy="false"]').getByTestId('results-grid')).toBeVisible();
  await expect(page.getByTestId('filter-price-max')).toHaveValue('700');
  await page.keyboard.press('Enter');

  await waitForAddress(page, /filters=price%3A100\.\.700(&|$)/);
  await expect(page.getByTestId('filter-price-min')).toHaveValue('100');
  await expect(page.getByTestId('filter-price-max')).toHaveValue('700');
  const answer = await showroomListings(request, {
    section: 'catalog',
    node: electronics!.id,
    filters: 'price:100..700',
    limit: '24',
  });
  expect(answer.items.length).toBeGreaterThan(0);
  await expect.poll(() => shownListingIds(page)).toEqual(answer.items.map((item) => item.id));
  await lookAt(page, 'price-filter-typed-at-full-speed');
});

test('division homes, showrooms, section pages and the search page pass axe', async ({
  page,
  request,
}) => {
  const [section] = await sectionsOf(request, 'flea-market');
  const pages = [
    { url: '/flea-market', ready: page.getByTestId('catalog-tile').first() },
    {
      url: `/flea-market/showroom/${section!.id}`,
      ready: page.getByTestId('result-item').first(),
    },
    {
      url: `${sectionPath('flea-market', section!)}?filters=postcode%3A10115`,
      ready: page.getByTestId('listing-distance').first(),
    },
    {
      url: '/search?search=lamp&section=flea-market',
      ready: page.getByTestId('search-result').first(),
    },
  ];
  for (const { url, ready } of pages) {
    await openApp(page, url);
    await expect(ready).toBeVisible();
    expect(await seriousViolations(page), url).toEqual([]);
  }
  // The suggestions list too.
  await openApp(page, '/');
  const input = page.getByRole('combobox', { name: 'Search the marketplace' });
  await input.click();
  await input.pressSequentially('lamp', { delay: 30 });
  await expect(page.getByTestId('search-suggestion').first()).toBeVisible();
  expect(await seriousViolations(page), 'suggestions').toEqual([]);
});

test('a section page on a phone filters in a drawer @mobile', async ({
  page,
  request,
  context,
}) => {
  await emulatePhoneTouchPoints(context);
  const [section] = await sectionsOf(request, 'catalog');
  await openApp(page, sectionPath('catalog', section!));
  await expect(page.getByTestId('result-item').first()).toBeVisible();
  // Nothing sticks out sideways at 390 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The panel beside the results is for wide screens; phones open it in a drawer.
  await expect(page.getByTestId('filter-panel')).toBeHidden();

  await page.getByTestId('filters-open').click();
  const drawer = page.getByTestId('filter-drawer');
  await expect(drawer).toBeVisible();
  await drawer.getByTestId('filter-price-min').fill('50');
  await drawer.getByTestId('filter-price-max').fill('900');
  await drawer.getByTestId('filter-price-max').press('Enter');
  await waitForAddress(page, /filters=price%3A50\.\.900/);
  await lookAt(page, 'discovery-filter-drawer-mobile');
  await drawer.getByTestId('filters-show-results').click();
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId('result-item').first()).toBeVisible();
  await lookAt(page, 'discovery-section-mobile');
});
