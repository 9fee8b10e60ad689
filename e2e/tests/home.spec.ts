import { expect, test } from '@playwright/test';
import { divisions, pingResponse } from '@bazaar/contracts';

test('the api answers ping through the web origin', async ({ request }) => {
  const response = await request.get('/api/ping');
  expect(response.ok()).toBe(true);
  const body = pingResponse.parse(await response.json());
  expect(Date.parse(body.started_at)).not.toBeNaN();
  expect(body.version).toMatch(/\d+\.\d+\.\d+/);
});

test('the home page shows seeded listings from every division', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Bazaar/);
  for (const division of divisions) {
    const block = page.getByTestId(`division-${division.section}`);
    await expect(block).toBeVisible();
    await expect(block.getByTestId('listing-card').first()).toBeVisible();
  }
});

test('a listing card links to its item page in its division', async ({ page }) => {
  await page.goto('/');
  const property = page.getByTestId('division-property');
  const href = await property
    .getByTestId('listing-card')
    .first()
    .locator('a')
    .first()
    .getAttribute('href');
  expect(href).toMatch(/^\/property\/item\/[0-9a-f-]{36}$/);
});
