import { expect, test, type Page } from '../support/test';
import { NO_ACCESS_MESSAGE } from '@bazaar/contracts';
import { demo, signInThroughApi, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { openApp, reloadApp } from '../support/pages';
import { waitForAddress } from '../support/navigation';

/**
 * Throws an uncaught error in the page, as a bug in a component would, and waits until the error
 * reporter has sent it; returns the reported message. The reporter starts with the app: the page
 * has been opened with openApp.
 */
async function throwClientError(page: Page): Promise<string> {
  const reported = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/error-logs') && response.request().method() === 'POST',
  );
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('e2e boom ' + Date.now());
    }),
  );
  const response = await reported;
  expect(response.status()).toBe(201);
  return (response.request().postDataJSON() as { message: string }).message;
}

test('a thrown client error appears in /logs for the admin, with its breadcrumbs', async ({
  page,
  context,
}) => {
  await openApp(page, '/how-to-sell');
  const message = await throwClientError(page);
  expect(message).toMatch(/^e2e boom \d+$/);

  // The administrators read every error, whoever caused it.
  await signInThroughApi(context, demo('admin'));
  await openApp(page, '/');
  await page.getByTestId('logs-link').click();
  await waitForAddress(page, '/logs');
  await expect(page.getByRole('heading', { name: 'Error logs', level: 1 })).toBeVisible();

  // Search for it; the filter lands in the address so the view can be shared.
  await page.getByRole('textbox', { name: 'Search' }).fill(message);
  await page.getByRole('textbox', { name: 'Search' }).press('Enter');
  await waitForAddress(page, `/logs?q=${encodeURIComponent(message).replace(/%20/g, '+')}`);
  const log = page.getByTestId('error-log').filter({ hasText: message });
  await expect(log).toHaveCount(1);
  await expect(log).toContainText('Browser');
  await expect(log).toContainText('/how-to-sell');

  await log.getByRole('button').first().click();
  const details = log.getByTestId('error-log-details');
  await expect(details).toBeVisible();
  await expect(details.getByRole('region', { name: 'Stack trace' })).toContainText('e2e boom');
  await expect(details.getByTestId('breadcrumb').filter({ hasText: '→ /how-to-sell' })).toHaveCount(
    1,
  );

  // The shared address shows the same view after a reload; filtering by source still finds it.
  await openApp(page, `/logs?source=web&q=${encodeURIComponent(message)}`);
  await expect(page.getByTestId('error-log').filter({ hasText: message })).toHaveCount(1);
  await openApp(page, `/logs?source=api&q=${encodeURIComponent(message)}`);
  await expect(page.getByText('No errors match these filters')).toBeVisible();
});

test('a buyer opening /logs sees the no-access view', async ({ page, context, buyer }) => {
  await signInThroughApi(context, buyer);
  await openApp(page, '/logs');
  await expect(page).toHaveURL('/logs');
  await expect(page.getByRole('heading', { name: NO_ACCESS_MESSAGE })).toBeVisible();
  await expect(page.getByTestId('error-log')).toHaveCount(0);
});

test('/how-to-sell shows the seeded guide, in English and German', async ({ page, context }) => {
  await openApp(page, '/how-to-sell');
  await expect(
    page.getByRole('heading', { name: 'Start selling on Bazaar', level: 1 }),
  ).toBeVisible();
  for (const title of [
    'Create your seller account',
    'Choose the right division',
    'Take photos that sell',
    'Set a fair price',
    'Offer shipping or pickup',
    'Sell safely',
    'Import your e-shop',
  ]) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  }
  await expect(page.getByText('Shopify, Shopline and BigCommerce')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Create a business account' }).first(),
  ).toHaveAttribute('href', '/auth/sign-up/business');

  await context.addCookies([{ name: 'locale', value: 'de', url: page.url() }]);
  await reloadApp(page);
  await expect(
    page.getByRole('heading', { name: 'Verkäuferkonto anlegen', level: 2 }),
  ).toBeVisible();
});

test('a visitor sends a support request and gets a reference', async ({ page }) => {
  const email = uniqueEmail('support');
  await openApp(page, '/support');
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();

  // The form checks its fields before sending.
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Choose a topic')).toBeVisible();

  await page.getByRole('textbox', { name: 'Your name' }).fill('Jana Köhler');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: 'An order' }).click();
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('My bicycle order from Alpenrad has not arrived after two weeks.');
  await page.getByRole('button', { name: 'Send request' }).click();

  await expect(page.getByTestId('support-receipt')).toBeVisible();
  const reference = (await page.getByTestId('support-reference').innerText()).trim();
  expect(reference).toMatch(/^SR-[A-Z0-9]{8}$/);

  // The administrators' side: support-inbox.spec.ts.
});

test('a signed-in buyer finds name and email filled in on the support form', async ({
  page,
  context,
  buyer,
}) => {
  await signInThroughApi(context, buyer);
  await openApp(page, '/support');
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(buyer.email);
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Jana Köhler');
  // Buyers have no admin tab.
  await expect(page.getByRole('tab', { name: 'Support requests' })).toHaveCount(0);
});

test('how-to-sell, support and logs have no serious or critical accessibility violations', async ({
  page,
  context,
}) => {
  await openApp(page, '/how-to-sell');
  await expect(page.getByRole('heading', { name: 'Create your seller account' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // So that /logs has an error to open, whichever tests ran before.
  await throwClientError(page);

  await openApp(page, '/support');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Choose a topic')).toBeVisible();
  await page.getByRole('button', { name: 'How do I start selling?' }).click();
  expect(await seriousViolations(page)).toEqual([]);

  await signInThroughApi(context, demo('admin'));
  await openApp(page, '/logs');
  const first = page.getByTestId('error-log').first();
  await first.getByRole('button').first().click();
  await expect(first.getByTestId('error-log-details')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await openApp(page, '/support?tab=requests');
  await expect(page.getByRole('heading', { name: 'Support requests', level: 2 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
