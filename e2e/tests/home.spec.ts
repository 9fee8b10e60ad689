import { expect, test } from '../support/test';
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

test('the home page runs under its Content-Security-Policy without violations', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to (execute|load)/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  const response = await page.goto('/');
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  await expect(page.getByTestId('division-catalog')).toBeVisible();
  // The colour-theme menu opens only once Next's scripts have run and hydrated the page.
  await page.getByRole('button', { name: 'Colour theme' }).click();
  await expect(page.getByRole('menuitem', { name: 'Dark' })).toBeVisible();
  expect(violations).toEqual([]);
});
