import { expect, test, type APIRequestContext, type Page } from '../support/test';
import {
  divisions,
  formatMoney,
  type ListingCard,
  type ListingDetail,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { demo, signInThroughApi, type Account } from '../support/accounts';
import { apiToken, bearer, browseListings } from '../support/api';
import { seriousViolations } from '../support/axe';
import { demoListings } from '../support/demo-listings';
import { openDocument } from '../support/documents';
import { publishListing } from '../support/listings';
import { waitForAddress } from '../support/navigation';
import { itemPath, openApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { emulatePhoneTouchPoints } from '../support/touch';

const ADMIN = demo('admin');

/** The first seeded listing of a division, which no journey changes. */
async function demoListingOf(request: APIRequestContext, section: MarketplaceSection) {
  const [listing] = await demoListings(request, section, 1);
  expect(listing, `a demo listing in ${section}`).toBeDefined();
  return listing!;
}

/** A seeded listing of a division that has a picture. */
async function demoListingWithPictureOf(request: APIRequestContext, section: MarketplaceSection) {
  const listing = (await demoListings(request, section)).find((card) => card.image !== null);
  expect(listing, `a listing with a picture in ${section}`).toBeDefined();
  return listing!;
}

/** A demo Shop Hub product that comes in variants, with several pictures. */
async function productWithVariants(request: APIRequestContext) {
  for (const card of await demoListings(request, 'catalog')) {
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

/** The seller's public card of a listing of theirs, as the browse call answers it. */
async function cardOf(
  request: APIRequestContext,
  seller: Account,
  id: string,
): Promise<ListingCard> {
  const card = (await browseListings(request, `owner=${seller.userId}&limit=10`)).items.find(
    (candidate) => candidate.id === id,
  );
  expect(card, 'the listing is public').toBeDefined();
  return card!;
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
    const listing = await demoListingOf(page.request, section);
    await openApp(page, itemPath(section, listing.id));
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
  const listing = await demoListingWithPictureOf(request, 'catalog');
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
  const rental = (await demoListings(page.request, 'property')).find(
    (listing) => listing.rental_period !== null,
  );
  expect(rental, 'a demo rental').toBeDefined();
  await openApp(page, itemPath('property', rental!.id));
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
  await openApp(page, itemPath('catalog', listing.id));
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
  await lookAt(page, 'listing-page-shophub', { fullPage: true });
});

test('a listing of another division moves to its own address', async ({ request }) => {
  const listing = await demoListingOf(request, 'property');
  const response = await request.get(itemPath('flea-market', listing.id), { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers()['location']).toContain(itemPath('property', listing.id));
});

test('item pages have no serious or critical accessibility violations', async ({ page }) => {
  for (const section of ['catalog', 'property'] as const) {
    const listing = await demoListingOf(page.request, section);
    await openApp(page, itemPath(section, listing.id));
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});

test('the seller page shows the display name and the seller’s listings', async ({
  page,
  request,
  seller,
}) => {
  // Two public listings of the journey's seller; the newest is on the seller's page.
  const { id } = await publishListing(request, seller, 'catalog', {
    title: `Signal flag set ${Date.now().toString(36)}`,
  });
  const listing = await cardOf(request, seller, id);
  const newest = await cardOf(
    request,
    seller,
    (await publishListing(request, seller, 'services', { title: `Sail repairs ${Date.now()}` })).id,
  );
  await openApp(page, itemPath('catalog', listing.id));
  await page.getByTestId('seller-card').getByRole('link', { name: 'See all listings' }).click();
  await waitForAddress(page, `/seller/${listing.seller.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: listing.seller.display_name }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Listings' })).toBeVisible();
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await expect(page.locator(`a[href="${itemPath(newest.section, newest.id)}"]`)).toHaveCount(1);
  await lookAt(page, 'listing-pages-seller');
});

test('an unknown seller is not found', async ({ page }) => {
  const response = await openDocument(page, '/seller/00000000-0000-4000-8000-000000000000');
  expect(response.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the latest ads page shows Flea Market cards and loads more', async ({ page }) => {
  const response = await page.request.get('/flea-market/latest-ads');
  // The first page is in the server's HTML.
  expect(await response.text()).toContain('data-testid="listing-card"');

  await openApp(page, '/flea-market/latest-ads');
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
    // The next page is asked for from the last cursor; the cards grow once it is answered.
    const nextPage = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === '/api/listings' && url.searchParams.has('cursor');
    });
    await loadMore.click();
    await nextPage;
    await expect.poll(() => cards.count()).toBeGreaterThan(firstPage);
  }
});

test('a listing blocked by an administrator vanishes from its item page and its seller page', async ({
  page,
  request,
  seller,
}) => {
  const admin = await apiToken(request, ADMIN.email);
  // Two listings of the journey's seller; the newest would be first on their page.
  await publishListing(request, seller, 'catalog', { title: `Tide clock ${Date.now()}` });
  const { id } = await publishListing(request, seller, 'catalog', {
    title: `Storm barometer ${Date.now()}`,
  });
  const listing = await cardOf(request, seller, id);
  const path = itemPath(listing.section, listing.id);
  const block = await request.post(`/api/admin/products/${listing.id}/block`, {
    headers: bearer(admin),
    data: { reason: 'Blocked by the listing-pages journey' },
  });
  expect(block.status()).toBe(200);
  const response = await openDocument(page, path);
  expect(response.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await openApp(page, `/seller/${listing.seller.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: listing.seller.display_name }),
  ).toBeVisible();
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await expect(page.locator(`a[href="${path}"]`)).toHaveCount(0);

  const unblock = await request.post(`/api/admin/products/${listing.id}/unblock`, {
    headers: bearer(admin),
  });
  expect(unblock.status()).toBe(200);
  expect((await request.get(path)).status()).toBe(200);
});

test('the owner previews a draft Services listing with view=preview; others find nothing', async ({
  page,
  context,
  request,
  seller,
}) => {
  const title = `Piano lessons ${Date.now().toString(36)}`;
  const created = await request.post('/api/products/me/services', {
    headers: bearer(seller.token),
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
  // Visitors: the draft is not public, with or without the preview parameter.
  expect((await request.get(path)).status()).toBe(404);
  await openApp(page, `${path}?view=preview`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await signInThroughApi(context, seller);
  await openApp(page, `${path}?view=preview`);
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
  const other = await openDocument(page, `${path}?view=list`);
  expect(other.status()).toBe(404);
});

test.describe('on a phone', { tag: '@mobile' }, () => {
  test('an item page fits 390 px: pictures, title, price, seller and place in one column', async ({
    page,
    context,
  }) => {
    await emulatePhoneTouchPoints(context);
    const listing = await demoListingOf(page.request, 'property');
    await openApp(page, itemPath('property', listing.id));
    await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    await expect(page.getByTestId('listing-price')).toContainText(formatMoney(listing.price, 'en'));
    const gallery = await page.getByTestId('listing-gallery').boundingBox();
    expect(gallery?.width ?? 0).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expect(page.getByTestId('seller-card')).toBeVisible();
    await lookAt(page, 'listing-page-mobile', { fullPage: true });
  });
});
