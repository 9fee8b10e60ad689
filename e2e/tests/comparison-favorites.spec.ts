import { expect, test, type APIRequestContext, type Page } from '../support/test';
import {
  COMPARISON_MAX,
  comparisonList,
  comparisonListings,
  favoritePage,
  localStorageKeys,
  type ComparisonItem,
} from '@bazaar/contracts';
import { signInThroughApi, signOutFromMenu, submitSignIn } from '../support/accounts';
import { bearer, browseListings } from '../support/api';
import { seriousViolations } from '../support/axe';
import { demoListings } from '../support/demo-listings';
import { waitForAddress } from '../support/navigation';
import { horizontalOverflow, itemPath, openApp, reloadApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { emulatePhoneTouchPoints } from '../support/touch';

/** A word no other listing has. */
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A published Shop Hub product of the seller, at €45.00; answers its id and the form sent. */
async function addShopHubProduct(request: APIRequestContext, token: string, title: string) {
  const tree = await request.get('/api/catalog/nodes?section=catalog');
  expect(tree.status()).toBe(200);
  const { nodes } = (await tree.json()) as { nodes: { id: string; level: string }[] };
  const body = {
    section: 'catalog',
    draft_state: 'sent',
    title,
    description: 'Made for the journeys of comparison and favorites.',
    catalog_node_id: nodes.find((node) => node.level === 'subcategory')!.id,
    price: { amount_minor: 4_500, currency: 'EUR' },
    quantity: 3,
    location: { zip_code: '10115', city: 'Berlin' },
    attributes: { brand: 'Harbour', sku: `HB-${title.length}` },
  };
  const response = await request.post('/api/products/me/catalog', {
    headers: bearer(token),
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, body };
}

async function serverComparison(request: APIRequestContext, token: string) {
  const response = await request.get('/api/users/me/comparison', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return comparisonList.parse(await response.json());
}

/**
 * Three Shop Hub products of the demo's, of one category, found through the public api: the
 * comparison shows them in one table, side by side. The demo's, which no journey changes.
 */
async function threeComparableProducts(request: APIRequestContext): Promise<ComparisonItem[]> {
  // From the first page of each demo seller's own page, where their cards are.
  const sellers = new Set((await demoListings(request, 'catalog')).map((card) => card.seller.id));
  const ids: string[] = [];
  for (const seller of sellers) {
    const { items } = await browseListings(request, `owner=${seller}&limit=24`);
    ids.push(...items.filter((card) => card.section === 'catalog').map((card) => card.id));
  }
  ids.splice(COMPARISON_MAX);
  const compared = await request.get(`/api/comparison/listings?ids=${ids.join(',')}`);
  expect(compared.status()).toBe(200);
  const { items } = comparisonListings.parse(await compared.json());
  const byCategory = new Map<string, ComparisonItem[]>();
  for (const item of items.filter((candidate) => candidate.available && candidate.category)) {
    const key = item.category!.id;
    byCategory.set(key, [...(byCategory.get(key) ?? []), item]);
  }
  const group = [...byCategory.values()].find((candidates) => candidates.length >= 3);
  expect(group, 'three Shop Hub products of one category').toBeDefined();
  return group!.slice(0, 3);
}

/** Whether the listing's card is on the first page of its seller's page (24 cards). */
async function onSellerPage(request: APIRequestContext, item: ComparisonItem): Promise<boolean> {
  const page = await browseListings(request, `owner=${item.seller.id}&limit=24`);
  return page.items.some((card) => card.id === item.id);
}

async function storedComparison(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), localStorageKeys.comparison);
}

const serverFailure = JSON.stringify({
  status: 500,
  error_code: 'INTERNAL_SERVER_ERROR',
  user_message: 'The comparison could not be changed right now.',
});

test('a visitor compares three products, signs in, and the account keeps them; a failed removal is undone', async ({
  page,
  request,
  buyer,
}) => {
  const token = buyer.token;
  const found = await threeComparableProducts(request);
  // The last is compared from its card on the seller's page.
  const last = (await Promise.all(found.map((item) => onSellerPage(request, item)))).lastIndexOf(
    true,
  );
  expect(last, 'a product whose card is on its seller’s page').toBeGreaterThanOrEqual(0);
  const products = [...found.filter((_, at) => at !== last), found[last]!];
  const [first, second, third] = products as [ComparisonItem, ComparisonItem, ComparisonItem];

  // Two from their item pages, the third from its card on the seller's page.
  for (const product of [first, second]) {
    await openApp(page, itemPath(product.section, product.id));
    const compare = page.getByRole('button', { name: 'Compare', exact: true });
    await expect(compare).toHaveAttribute('aria-pressed', 'false');
    await compare.click();
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
  }
  await openApp(page, `/seller/${third.seller.id}`);
  const cardButton = page.getByRole('button', { name: `Compare ${third.title}`, exact: true });
  await cardButton.click();
  await expect(cardButton).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('compare-badge')).toHaveText('3');
  expect(JSON.parse((await storedComparison(page)) ?? '[]')).toEqual(
    products.map((product) => product.id),
  );

  await page.getByTestId('compare-link').click();
  await waitForAddress(page, '/compare');
  await expect(page.getByRole('heading', { name: 'Compare products', level: 1 })).toBeVisible();
  const columns = page.getByTestId('comparison-column');
  await expect(columns).toHaveCount(3);
  for (const product of products) {
    await expect(columns.getByRole('link', { name: product.title, exact: true })).toBeVisible();
  }
  // The details are lined up: every row has a cell per product, and the prices differ or not.
  const priceRow = page.getByRole('row', { name: /^Price/ });
  await expect(priceRow.getByRole('cell')).toHaveCount(3);
  const differing = page.locator('[data-testid="comparison-row"][data-differs="true"]');
  const rows = page.getByTestId('comparison-row');
  const allRows = await rows.count();
  await page.getByLabel('Show only differences').check();
  await expect(rows).toHaveCount(await differing.count());
  await page.getByLabel('Show only differences').uncheck();
  await expect(rows).toHaveCount(allRows);
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'compare-visitor-desktop', { fullPage: true });

  // Signing in with the form hands the stored ids to the account once, and clears them here.
  await openApp(page, `/auth/sign-in?continue=${encodeURIComponent('/compare')}`);
  await submitSignIn(page, buyer.email, buyer.password);
  await waitForAddress(page, '/compare');
  await expect(page.getByTestId('account-menu-button')).toBeVisible();
  await expect.poll(() => storedComparison(page)).toBeNull();
  const server = await serverComparison(request, token);
  expect(server.items.map((item) => item.id).sort()).toEqual(
    products.map((product) => product.id).sort(),
  );
  expect(server.products_in_comparison).toBe(3);
  await expect(page.getByTestId('compare-badge')).toHaveText('3');
  await expect(columns).toHaveCount(3);

  // The api fails the removal: the product goes at once, then comes back, and so does the count.
  // The failure is held until the journey has seen the product go.
  let answer!: () => void;
  const failureMayComeBack = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/users/me/comparison', async (route) => {
    if (route.request().method() !== 'DELETE') return route.fallback();
    await failureMayComeBack;
    await route.fulfill({ status: 500, contentType: 'application/json', body: serverFailure });
  });
  await columns
    .filter({ hasText: second.title })
    .getByRole('button', { name: `Remove ${second.title} from comparison` })
    .click();
  await expect(columns).toHaveCount(2);
  await expect(page.getByTestId('compare-badge')).toHaveText('2');
  answer();
  await expect(page.getByText('The comparison could not be changed right now.')).toBeVisible();
  await expect(columns).toHaveCount(3);
  await expect(columns.getByRole('link', { name: second.title, exact: true })).toBeVisible();
  await expect(page.getByTestId('compare-badge')).toHaveText('3');
  expect((await serverComparison(request, token)).products_in_comparison).toBe(3);

  // Once the api answers again, the removal holds.
  await page.unroute('**/api/users/me/comparison');
  await columns.getByRole('button', { name: `Remove ${second.title} from comparison` }).click();
  await expect(columns).toHaveCount(2);
  await expect(page.getByTestId('compare-badge')).toHaveText('2');
  await expect
    .poll(async () => (await serverComparison(request, token)).items.map((item) => item.id).sort())
    .toEqual([first.id, third.id].sort());
  await reloadApp(page);
  await expect(columns).toHaveCount(2);
  await expect(page.getByTestId('compare-badge')).toHaveText('2');

  // "Clear All" asks first, then empties the comparison.
  await page.getByRole('button', { name: 'Clear All', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear the comparison?' });
  await dialog.getByRole('button', { name: 'Remove all' }).click();
  await expect(page.getByRole('heading', { name: 'Nothing to compare yet' })).toBeVisible();
  await expect(page.getByTestId('compare-badge')).toBeHidden();
  await expect
    .poll(async () => (await serverComparison(request, token)).products_in_comparison)
    .toBe(0);
});

test('a signed-in buyer’s favorites survive signing out and in, with price drops and withdrawn listings', async ({
  page,
  context,
  request,
  buyer,
  seller,
}) => {
  const token = buyer.token;
  const sellerToken = seller.token;
  const word = stamp();
  const kettle = await addShopHubProduct(request, sellerToken, `Harbour kettle ${word}`);
  const teapot = await addShopHubProduct(request, sellerToken, `Harbour teapot ${word}`);
  const [unchanged] = await threeComparableProducts(request);

  // Visitors see no heart: favorites are for signed-in users.
  await openApp(page, `/shophub/item/${kettle.id}`);
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeVisible();
  await expect(page.getByTestId('favorite-button')).toHaveCount(0);

  await signInThroughApi(context, buyer);
  await openApp(page, `/shophub/item/${kettle.id}`);
  const heart = page.getByRole('button', { name: 'Save', exact: true });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => {
      const response = await request.get('/api/users/me/favorites/ids', { headers: bearer(token) });
      return ((await response.json()) as { ids: string[] }).ids;
    })
    .toContain(kettle.id);
  for (const id of [teapot.id, unchanged!.id]) {
    const saved = await request.put(`/api/users/me/favorites/${id}`, { headers: bearer(token) });
    expect(saved.status()).toBe(204);
  }

  // Since then the kettle got cheaper and the teapot was paused.
  const cheaper = await request.patch(`/api/products/me/catalog/${kettle.id}`, {
    headers: bearer(sellerToken),
    data: { ...kettle.body, price: { amount_minor: 3_900, currency: 'EUR' } },
  });
  expect(cheaper.status(), await cheaper.text()).toBe(200);
  const paused = await request.post(`/api/products/me/catalog/${teapot.id}/pause`, {
    headers: bearer(sellerToken),
  });
  expect(paused.status(), await paused.text()).toBe(200);

  await signOutFromMenu(page);
  await signInThroughApi(context, buyer);
  await openApp(page, '/favorites');
  await expect(page.getByRole('heading', { name: 'Favorites', level: 1 })).toBeVisible();
  const cardOf = (id: string) =>
    page.locator(`[data-testid="favorite-card"][data-listing-id="${id}"]`);
  const kettleCard = cardOf(kettle.id);
  await expect(kettleCard.getByRole('heading', { name: `Harbour kettle ${word}` })).toBeVisible();
  await expect(kettleCard.getByTestId('favorite-saved-at')).toHaveText(/^Saved /);
  await expect(kettleCard.getByTestId('favorite-price-change')).toHaveText(
    '€6.00 cheaper since saved (was €45.00)',
  );
  await expect(cardOf(teapot.id).getByTestId('favorite-unavailable')).toHaveText(
    'No longer available',
  );
  // What cannot be bought any more keeps only its heart.
  await expect(cardOf(teapot.id).getByRole('button')).toHaveCount(1);
  await expect(cardOf(unchanged!.id).getByText('Same price as when saved')).toBeVisible();
  const cardHeart = kettleCard.getByRole('button', {
    name: `Save Harbour kettle ${word} to favorites`,
  });
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'favorites-desktop', { fullPage: true });

  // The heart on /favorites removes the listing at once, and for good.
  await cardHeart.click();
  await expect(kettleCard).toHaveCount(0);
  await expect
    .poll(async () => {
      const response = await request.get('/api/users/me/favorites', { headers: bearer(token) });
      return favoritePage.parse(await response.json()).items.map((item) => item.listing.id);
    })
    .not.toContain(kettle.id);
});

test.describe('on a phone', { tag: '@mobile' }, () => {
  test.beforeEach(async ({ context }) => {
    await emulatePhoneTouchPoints(context);
  });

  test('the comparison scrolls sideways beside its labels, and favorites stack in two columns', async ({
    page,
    context,
    request,
    buyer,
  }) => {
    const products = await threeComparableProducts(request);
    // Seeded once the app ran: its first start clears local storage (a new app version, spec §4).
    await openApp(page, '/');
    await page.evaluate(([key, ids]) => window.localStorage.setItem(key, JSON.stringify(ids)), [
      localStorageKeys.comparison,
      products.map((product) => product.id),
    ] as const);
    await openApp(page, '/compare');
    await expect(page.getByTestId('bottom-bar-compare-badge')).toHaveText('3');
    await expect(page.getByTestId('comparison-column')).toHaveCount(3);
    // The page itself does not scroll sideways; the table's region does.
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    const region = page.getByRole('region', { name: /^Comparison of/ });
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(
      true,
    );
    await lookAt(page, 'compare-visitor-mobile', { fullPage: true });
    await region.evaluate((element) => element.scrollTo({ left: 200 }));
    await expect(page.getByRole('rowheader', { name: /^Price/ })).toBeInViewport();
    await lookAt(page, 'compare-visitor-mobile-scrolled');

    for (const product of products.slice(0, 2)) {
      const response = await request.put(`/api/users/me/favorites/${product.id}`, {
        headers: bearer(buyer.token),
      });
      expect(response.status()).toBe(204);
    }
    await signInThroughApi(context, buyer);
    await openApp(page, '/favorites');
    await expect(page.getByTestId('favorite-card')).toHaveCount(2);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await lookAt(page, 'favorites-mobile', { fullPage: true });
  });
});
