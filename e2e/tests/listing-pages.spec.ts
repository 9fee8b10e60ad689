import { expect, test, type APIRequestContext, type Page } from '../support/test';
import {
  divisions,
  formatMoney,
  type ListingCard,
  type ListingDetail,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { DEMO_PASSWORD, signIn } from '../support/accounts';
import { apiToken, browseListings } from '../support/api';
import { seriousViolations } from '../support/axe';
import { itemPath } from '../support/pages';
import { emulatePhoneTouchPoints } from '../support/touch';

const ADMIN = 'admin@demo.bazaar.local';
const SELLER = 'seller1@demo.bazaar.local';
const SHOTS = '/tmp/bazaar/shots';

async function newestOf(request: APIRequestContext, section: MarketplaceSection) {
  const [listing] = (await browseListings(request, `section=${section}&limit=1`)).items;
  expect(listing, `a demo listing in ${section}`).toBeDefined();
  return listing!;
}

/** The newest listing of a division that has a picture (journeys before may add some without). */
async function newestWithPictureOf(request: APIRequestContext, section: MarketplaceSection) {
  const listing = (await browseListings(request, `section=${section}&limit=30`)).items.find(
    (card) => card.image !== null,
  );
  expect(listing, `a listing with a picture in ${section}`).toBeDefined();
  return listing!;
}

/** A demo Shop Hub product that comes in variants, with several pictures. */
async function productWithVariants(request: APIRequestContext) {
  for (const card of (await browseListings(request, 'section=catalog&limit=30')).items) {
    const detail = (await (await request.get(`/api/products/${card.id}`)).json()) as ListingDetail;
    if (
      detail.section === 'catalog' &&
      detail.attributes.variants.length > 0 &&
      detail.media.length > 1
    ) {
      return detail;
    }
  }
  throw new Error('No demo product with variants');
}

/** The JSON-LD the item page embeds, parsed. */
async function jsonLdOf(page: Page): Promise<Record<string, unknown>> {
  const script = page.locator('script[type="application/ld+json"]');
  await expect(script).toHaveCount(1);
  return JSON.parse((await script.textContent()) ?? '') as Record<string, unknown>;
}

/** The text as React writes it into server HTML. */
const htmlText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

for (const { section, name } of divisions) {
  test(`the item page of a ${name} listing shows its title, price and Product JSON-LD`, async ({
    page,
  }) => {
    const listing = await newestOf(page.request, section);
    await page.goto(itemPath(section, listing.id));
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page.getByTestId('listing-price')).toContainText(formatMoney(listing.price, 'en'));
    await expect(page.getByTestId('seller-card')).toContainText(listing.seller.display_name);

    const jsonLd = await jsonLdOf(page);
    expect(jsonLd['@type']).toBe('Product');
    expect(jsonLd['name']).toBe(listing.title);
    const offers = jsonLd['offers'] as Record<string, unknown>;
    // A Shop Hub product with variants offers a price range (AggregateOffer).
    expect(offers['@type']).toMatch(/^(Offer|AggregateOffer)$/);
    expect(offers['priceCurrency']).toBe(listing.price.currency);
  });
}

test('the server HTML of an item page carries its title, description, canonical and Open Graph', async ({
  request,
}) => {
  const listing = await newestWithPictureOf(request, 'catalog');
  const path = itemPath('catalog', listing.id);
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(`<title>${htmlText(listing.title)} · Bazaar</title>`);
  expect(html).toContain(`<meta property="og:title" content="${htmlText(listing.title)}"/>`);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+${path}"`));
  expect(html).toMatch(new RegExp(`<meta property="og:url" content="http[^"]+${path}"`));
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/api\/media\/[^"]+"/);
  expect(html).toContain('<meta property="og:type" content="website"/>');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(html).toContain('<script type="application/ld+json">');
});

test('a property rental shows its price per month or per day', async ({ page }) => {
  const { items } = await browseListings(page.request, 'section=property&limit=60');
  const rental = items.find((listing) => listing.rental_period !== null);
  expect(rental, 'a demo rental').toBeDefined();
  await page.goto(itemPath('property', rental!.id));
  await expect(page.getByTestId('listing-price')).toContainText(
    rental!.rental_period === 'per_month' ? '/ month' : '/ day',
  );
  const offers = (await jsonLdOf(page))['offers'] as Record<string, unknown>;
  expect(offers['priceSpecification']).toMatchObject({
    unitCode: rental!.rental_period === 'per_month' ? 'MON' : 'DAY',
  });
});

test('a Shop Hub item page lists its variants, details and breadcrumb; the gallery works by keyboard', async ({
  page,
}) => {
  const listing = await productWithVariants(page.request);
  await page.goto(itemPath('catalog', listing.id));
  await expect(page.getByTestId('listing-variants').getByRole('row')).toHaveCount(
    listing.attributes.variants.length + 1,
  );
  await expect(page.getByTestId('listing-attributes')).toContainText('Brand');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Shop Hub' })).toHaveAttribute(
    'href',
    '/shophub',
  );

  const gallery = page.getByTestId('listing-gallery');
  const second = gallery.getByRole('button', { name: /^Show picture 2 of/ });
  await second.focus();
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(gallery.getByRole('img').first()).toHaveAttribute('alt', listing.media[1]!.alt);
  await page.screenshot({ path: `${SHOTS}/listing-page-shophub.png`, fullPage: true });
});

test('a listing of another division moves to its own address', async ({ request }) => {
  const listing = await newestOf(request, 'property');
  const response = await request.get(itemPath('flea-market', listing.id), { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toContain(itemPath('property', listing.id));
});

test('item pages have no serious or critical accessibility violations', async ({ page }) => {
  for (const section of ['catalog', 'property'] as const) {
    const listing = await newestOf(page.request, section);
    await page.goto(itemPath(section, listing.id));
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test('the seller page shows the display name and the seller’s listings', async ({ page }) => {
  const listing = await newestOf(page.request, 'catalog');
  const [newest] = (await browseListings(page.request, `owner=${listing.seller.id}&limit=1`)).items;
  await page.goto(itemPath('catalog', listing.id));
  await page.getByTestId('seller-card').getByRole('link', { name: 'See all listings' }).click();
  await expect(page).toHaveURL(`/seller/${listing.seller.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: listing.seller.display_name }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Listings' })).toBeVisible();
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await expect(page.locator(`a[href="${itemPath(newest!.section, newest!.id)}"]`)).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/listing-pages-seller.png` });
});

test('an unknown seller is not found', async ({ page }) => {
  const response = await page.goto('/seller/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the latest ads page shows Flea Market cards and loads more', async ({ page }) => {
  const response = await page.request.get('/flea-market/latest-ads');
  // The first page is in the server's HTML.
  expect(await response.text()).toContain('data-testid="listing-card"');

  await page.goto('/flea-market/latest-ads');
  await expect(page.getByRole('heading', { level: 1, name: 'Latest ads' })).toBeVisible();
  const cards = page.getByTestId('listing-card');
  await expect(cards.first()).toBeVisible();
  const firstPage = await cards.count();
  const links = await cards
    .locator('a')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(links.every((href) => href.startsWith('/flea-market/item/'))).toBe(true);

  const loadMore = page.getByRole('button', { name: 'Load more' });
  if (await loadMore.isVisible()) {
    await loadMore.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
  }
});

test('a listing blocked by an administrator vanishes from its item page and its seller page', async ({
  page,
  request,
}) => {
  const admin = await apiToken(request, ADMIN);
  const someAd = await newestOf(request, 'flea-market');
  // The seller's newest listing: it would be first on their page.
  const [listing] = (await browseListings(request, `owner=${someAd.seller.id}&limit=1`)).items as [
    ListingCard,
  ];
  const path = itemPath(listing.section, listing.id);
  const block = await request.post(`/api/admin/products/${listing.id}/block`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { reason: 'Blocked by the listing-pages journey' },
  });
  expect(block.status()).toBe(200);
  try {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    await page.goto(`/seller/${listing.seller.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: listing.seller.display_name }),
    ).toBeVisible();
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
    await expect(page.locator(`a[href="${path}"]`)).toHaveCount(0);
  } finally {
    const unblock = await request.post(`/api/admin/products/${listing.id}/unblock`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(unblock.status()).toBe(200);
  }
  expect((await request.get(path)).status()).toBe(200);
});

test('the owner previews a draft Services listing with view=preview; others find nothing', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, SELLER);
  const title = `Piano lessons ${Date.now().toString(36)}`;
  const created = await request.post('/api/products/me/services', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      section: 'services',
      title,
      description: 'Patient teacher.\nAll levels welcome.',
      attributes: { duration_minutes: 45 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const path = itemPath('services', id);
  try {
    // Visitors: the draft is not public, with or without the preview parameter.
    expect((await request.get(path)).status()).toBe(404);
    await page.goto(`${path}?view=preview`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

    await signIn(page, SELLER, DEMO_PASSWORD);
    await page.goto(`${path}?view=preview`);
    const banner = page.getByTestId('listing-preview-banner');
    await expect(banner).toContainText('Preview — this is how buyers will see your listing');
    await expect(banner).toContainText('draft');
    await expect(banner.getByRole('link', { name: 'Edit listing' })).toHaveAttribute(
      'href',
      `/services/edit-product/${id}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('listing-attributes')).toContainText('45 min');

    // Any other view is the public page, which a draft does not have.
    const other = await page.goto(`${path}?view=list`);
    expect(other?.status()).toBe(404);
  } finally {
    await request.delete(`/api/products/me/services/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
  }
});

test.describe('on a phone', { tag: '@mobile' }, () => {
  test('an item page fits 390 px: pictures, title, price, seller and place in one column', async ({
    page,
    context,
  }) => {
    await emulatePhoneTouchPoints(context);
    const listing = await newestOf(page.request, 'property');
    await page.goto(itemPath('property', listing.id));
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page.getByTestId('listing-price')).toContainText(formatMoney(listing.price, 'en'));
    const gallery = await page.getByTestId('listing-gallery').boundingBox();
    expect(gallery?.width ?? 0).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expect(page.getByTestId('seller-card')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/listing-page-mobile.png`, fullPage: true });
  });
});
