import { expect, test } from '../support/test';
import { divisions, pingResponse } from '@bazaar/contracts';
import { openDocument } from '../support/documents';
import { openApp } from '../support/pages';

test('the api answers ping through the web origin', async ({ request }) => {
  const response = await request.get('/api/ping');
  expect(response.ok()).toBe(true);
  const body = pingResponse.parse(await response.json());
  expect(Date.parse(body.started_at)).not.toBeNaN();
  expect(body.version).toMatch(/\d+\.\d+\.\d+/);
});

test('the home page shows seeded listings from every division', async ({ page }) => {
  await openApp(page, '/');
  await expect(page).toHaveTitle(/Bazaar/);
  for (const division of divisions) {
    const block = page.getByTestId(`division-${division.section}`);
    await expect(block).toBeVisible();
    await expect(block.getByTestId('listing-card').first()).toBeVisible();
  }
});

test('a listing card links to its item page in its division', async ({ page }) => {
  await openApp(page, '/');
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
  const response = await openDocument(page, '/');
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
  await expect(page.getByTestId('division-catalog')).toBeVisible();
  // The colour-theme menu opens only once Next's scripts have run under the policy.
  await page.getByRole('button', { name: 'Colour theme' }).click();
  await expect(page.getByRole('menuitem', { name: 'Dark' })).toBeVisible();
  expect(violations).toEqual([]);
});

test("a card's icons are drawn from the page's one sprite, not a copy of each path", async ({
  page,
}) => {
  await openApp(page, '/');
  const card = page.getByTestId('listing-card').first();
  await expect(card).toBeVisible();
  const uses = await card.locator('svg use').evaluateAll((elements) =>
    elements.map((use) => {
      const symbol = document.getElementById((use.getAttribute('href') ?? '').slice(1));
      const box = use.getBoundingClientRect();
      return {
        fromSymbol: symbol?.tagName === 'symbol' && symbol.querySelector('path') !== null,
        drawn: box.width > 0 && box.height > 0,
      };
    }),
  );
  // The seller's shop and the comparison button at least; the place pin when the card has one.
  expect(uses.length).toBeGreaterThanOrEqual(2);
  for (const use of uses) expect(use).toEqual({ fromSymbol: true, drawn: true });
  // Each symbol is in the page once.
  const symbolIds = await page
    .locator('symbol')
    .evaluateAll((symbols) => symbols.map((symbol) => symbol.id));
  expect(new Set(symbolIds).size).toBe(symbolIds.length);
});
