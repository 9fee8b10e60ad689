import { homepageEntry } from '@bazaar/contracts';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { demo, demoAccount, signInThroughApi } from '../support/accounts';
import { bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { newPersonContext } from '../support/contexts';
import { demoListings } from '../support/demo-listings';
import { openApp } from '../support/pages';
import { paintedPicture } from '../support/pictures';
import { lookAt } from '../support/screenshots';

const ADMIN = demo('admin');

/** A word no other banner has, so this run's entries are its own. */
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A live Shop Hub listing of the demo marketplace (no journey changes the demo's). */
async function liveListing(request: APIRequestContext) {
  const [listing] = await demoListings(request, 'catalog', 1);
  expect(listing, 'a Shop Hub listing of the demo').toBeDefined();
  return listing!;
}

/** Adds a banner with a picture and publishes the draft, through the api. */
async function publishBanner(page: Page, request: APIRequestContext, text: string) {
  const { token } = await demoAccount(request, ADMIN.email);
  const created = await request.post('/api/admin/homepage/entries', {
    headers: bearer(token),
    data: { kind: 'banner', locale: 'en', text, link: '/flea-market' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const banner = homepageEntry.parse(await created.json());
  const picture = await paintedPicture(page, 'banner.png', 24, 'image/png');
  const uploaded = await request.post(`/api/admin/homepage/entries/${banner.id}/picture`, {
    headers: bearer(token),
    multipart: { file: picture },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const published = await request.post('/api/admin/homepage/publish', { headers: bearer(token) });
  expect(published.status(), await published.text()).toBe(200);
}

test('an admin adds a banner and a featured listing, previews and publishes; a visitor sees them on the home page', async ({
  page,
  context,
  request,
  browser,
}) => {
  const word = stamp();
  const bannerText = `Harbour days ${word}`;
  const listing = await liveListing(request);

  await signInThroughApi(context, ADMIN);
  await openApp(page, '/profile/homepage-settings');
  await expect(page.getByRole('heading', { name: 'Homepage settings' })).toBeVisible();

  // A banner with its picture.
  await page.getByRole('button', { name: 'Add banner' }).click();
  const bannerForm = page.getByRole('form', { name: 'Add a banner' });
  await bannerForm.getByLabel('Banner text').fill(bannerText);
  await bannerForm.getByLabel('Link').fill('/flea-market');
  await bannerForm
    .getByTestId('homepage-picture-input')
    .setInputFiles(await paintedPicture(page, 'banner.png', 190, 'image/png'));
  await lookAt(page, 'homepage-settings-banner-dialog');
  await bannerForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved to the draft')).toBeVisible();
  const bannerRow = page.getByTestId('homepage-entry').filter({ hasText: bannerText });
  await expect(bannerRow).toBeVisible();
  await expect(bannerRow.locator('img')).toBeVisible();

  // A featured listing of Shop Hub, pasted by its address.
  await page.getByRole('tab', { name: 'Shop Hub' }).click();
  await page.getByRole('button', { name: 'Add listing' }).click();
  const listingForm = page.getByRole('form', { name: 'Feature a listing' });
  await listingForm.getByLabel('Listing address or id').fill(`/shophub/${listing.id}`);
  await listingForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('homepage-entry').filter({ hasText: listing.title })).toBeVisible();
  await expect(page.getByText('Unpublished changes')).toBeVisible();

  // The preview shows the draft before it is published.
  const preview = page.getByTestId('homepage-preview');
  await expect(preview.getByText(bannerText)).toBeVisible();
  await expect(
    preview.getByTestId('homepage-featured-catalog').getByText(listing.title),
  ).toBeVisible();
  // Visitors do not see it yet.
  const before = await request.get('/api/homepage', { headers: { 'accept-language': 'en' } });
  expect(JSON.stringify(await before.json())).not.toContain(bannerText);
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'homepage-settings-desktop', { fullPage: true });

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published as it is')).toBeVisible();

  // A visitor in a browser of their own sees the banner and the featured listing.
  const visitor = await newPersonContext(browser, { locale: 'en-GB' });
  const visitorPage = await visitor.newPage();
  await openApp(visitorPage, '/');
  const banner = visitorPage.getByTestId('homepage-banner').filter({ hasText: bannerText });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveAttribute('href', '/flea-market');
  await expect(
    visitorPage.getByTestId('homepage-featured-catalog').getByText(listing.title),
  ).toBeVisible();
  await banner.scrollIntoViewIfNeeded();
  await lookAt(visitorPage, 'homepage-desktop');
  await visitor.close();
});

test('the home page with banners and featured listings fits a phone @mobile', async ({
  page,
  request,
}) => {
  const bannerText = `Phone harbour days ${stamp()}`;
  // The picture is painted on the blank page the test starts on.
  await publishBanner(page, request, bannerText);
  await openApp(page, '/');
  const banner = page.getByTestId('homepage-banner').filter({ hasText: bannerText });
  await expect(banner).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await lookAt(page, 'homepage-phone');
});
