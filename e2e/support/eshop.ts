import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession, bearer } from './api';

/**
 * The e-shop platforms' stand-ins the browser journeys start beside the app (playwright.config.ts,
 * apps/api/src/test/stand-ins/run-eshop-stand-ins.ts): their addresses follow the run's api port,
 * so runs on other ports do not collide.
 */
const apiPort = process.env.E2E_API_PORT ?? '4100';
export const shopifyStandInPort = process.env.E2E_SHOPIFY_PORT ?? String(Number(apiPort) + 600);
export const SHOPIFY_STAND_IN_URL = `http://127.0.0.1:${shopifyStandInPort}`;
export const shoplineStandInPort = String(Number(shopifyStandInPort) + 1);
export const SHOPLINE_STAND_IN_URL = `http://127.0.0.1:${shoplineStandInPort}`;
export const bigcommerceStandInPort = String(Number(shopifyStandInPort) + 2);
export const BIGCOMMERCE_STAND_IN_URL = `http://127.0.0.1:${bigcommerceStandInPort}`;

/** A stand-in's `/_control/…` action, which fails the journey unless the stand-in (and so Bazaar) took it. */
async function control(url: string, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`The stand-in refused ${url}: ${response.status}`);
  return response.json().catch(() => null);
}

/** What a stand-in answers for a control: the status Bazaar gave its signed webhook or callback. */
function expectDelivered(url: string, answer: unknown): void {
  const status = (answer as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && (status < 200 || status >= 300))
    throw new Error(`Bazaar answered the webhook of ${url} with ${status}`);
}

/** Changes a product in a stand-in shop; the stand-in sends Bazaar the signed update webhook. */
export async function changeShopifyProduct(
  shop: string,
  productId: number,
  change: { price?: string; title?: string; quantity?: number },
): Promise<void> {
  const response = await fetch(`${SHOPIFY_STAND_IN_URL}/_control/${shop}/products/${productId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(change),
  });
  if (!response.ok) throw new Error(`The stand-in refused the change: ${response.status}`);
}

/** Removes Bazaar's app from a stand-in shop, as the merchant would in Shopify's admin. */
export async function uninstallShopifyApp(shop: string): Promise<void> {
  const response = await fetch(`${SHOPIFY_STAND_IN_URL}/_control/${shop}/uninstall`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`The stand-in refused the uninstall: ${response.status}`);
}

/**
 * Changes a product in a SHOPLINE stand-in store (first variant's price, title or stock); the
 * stand-in sends Bazaar the signed products/update webhook.
 */
export async function changeShoplineProduct(
  handle: string,
  productId: string,
  change: { price?: string; title?: string; quantity?: number },
): Promise<void> {
  const url = `${SHOPLINE_STAND_IN_URL}/_control/${handle}/products/${productId}`;
  expectDelivered(url, await control(url, change));
}

/** Uninstalls Bazaar's app from a SHOPLINE stand-in store: the signed app/uninstalled webhook. */
export async function uninstallShoplineApp(handle: string): Promise<void> {
  const url = `${SHOPLINE_STAND_IN_URL}/_control/${handle}/uninstall`;
  expectDelivered(url, await control(url));
}

/**
 * Changes a product in a BigCommerce stand-in store (its price, name…); the stand-in sends the
 * product-updated webhook to the hooks Bazaar registered.
 */
export async function changeBigCommerceProduct(
  storeHash: string,
  productId: number,
  change: { price?: number; name?: string; description?: string; is_visible?: boolean },
): Promise<void> {
  await control(`${BIGCOMMERCE_STAND_IN_URL}/_control/${storeHash}/products/${productId}`, change);
}

/** Removes Bazaar's app from a BigCommerce stand-in store: the signed uninstall callback. */
export async function uninstallBigCommerceApp(storeHash: string): Promise<void> {
  const url = `${BIGCOMMERCE_STAND_IN_URL}/_control/${storeHash}/uninstall`;
  expectDelivered(url, await control(url));
}

/**
 * Gives a new seller the pickup address imported products need to be published (where they
 * are); answers the seller's id, for the public seller page.
 */
export async function givePickupAddress(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const { token, userId } = await apiSession(request, email, password);
  const response = await request.patch('/api/sellers/me', {
    headers: bearer(token),
    data: { pickup_address: { street: 'Harbour Road 1', zip_code: '10115', city: 'Berlin' } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return userId;
}

/**
 * On the importing page's store tab: every product of the store goes to the first Shop Hub
 * category offered, remembered for the store's next imports.
 */
export async function chooseImportCategory(page: Page): Promise<void> {
  await page.getByTestId('import-default-category').getByRole('combobox').click();
  // The first option is "None"; the next is the first category.
  await page.getByRole('listbox').getByRole('option').nth(1).click();
  await page.getByRole('button', { name: 'Save the mapping' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mapping saved' })).toBeVisible();
}
