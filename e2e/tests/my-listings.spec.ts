import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEMO_PASSWORD, submitSignIn } from '../support/accounts';
import { apiToken } from '../support/api';
import { emulatePhoneTouchPoints } from '../support/touch';

const SELLER = 'seller1@demo.bazaar.local';
const BUYER = 'buyer1@demo.bazaar.local';
const ADMIN = 'admin@demo.bazaar.local';
const SHOTS = '/tmp/bazaar/shots';

/** A word no other listing has, so a search finds exactly the listings of this run. */
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A published Shop Hub product of the signed-in seller; answers its id. */
async function addShopHubProduct(
  request: APIRequestContext,
  token: string,
  title: string,
): Promise<string> {
  const tree = await request.get('/api/catalog/nodes?section=catalog');
  expect(tree.status()).toBe(200);
  const { nodes } = (await tree.json()) as { nodes: { id: string; level: string }[] };
  const node = nodes.find((candidate) => candidate.level === 'subcategory');
  const response = await request.post('/api/products/me/catalog', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      section: 'catalog',
      draft_state: 'sent',
      title,
      description: 'Made for the journeys of the my-listings pages.',
      catalog_node_id: node!.id,
      price: { amount_minor: 4_500, currency: 'EUR' },
      quantity: 3,
      location: { zip_code: '10115', city: 'Berlin' },
      attributes: { brand: 'Harbour', sku: `HB-${title.length}` },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** What visitors get for the item page's data: 200 while public, 404 once paused or blocked. */
async function publicStatus(request: APIRequestContext, id: string): Promise<number> {
  return (await request.get(`/api/products/${id}`)).status();
}

/** Signs in through the form, on any device, and waits until it is done. */
async function signInAs(page: Page, email: string) {
  await page.goto('/auth/sign-in');
  await submitSignIn(page, email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/auth\/sign-in/);
}

test('a seller searches, pauses, unpauses, copies and deletes their Shop Hub listings', async ({
  page,
  request,
}) => {
  const word = stamp();
  const token = await apiToken(request, SELLER);
  const lampTitle = `Lighthouse desk lamp ${word}`;
  const shelfTitle = `Driftwood wall shelf ${word}`;
  const lampId = await addShopHubProduct(request, token, lampTitle);
  const shelfId = await addShopHubProduct(request, token, shelfTitle);

  await signInAs(page, SELLER);
  await page.goto('/profile/manage-my-listings');
  await expect(page.getByRole('heading', { name: 'Manage My Listings', level: 1 })).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Shop Hub', 'Services', 'Food', 'Automarket', 'Property']);
  await expect(page.getByRole('tab', { name: 'Shop Hub' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const rows = page.getByTestId('my-listing');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(2);
  await page.screenshot({ path: `${SHOTS}/my-listings-desktop.png`, fullPage: true });

  // A division without listings invites to add the first one.
  await page.getByRole('tab', { name: 'Food' }).click();
  await expect(page).toHaveURL(/section=food/);
  await expect(page.getByRole('heading', { name: 'No Food listings yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a Food listing' }).last()).toHaveAttribute(
    'href',
    '/food/add-product',
  );
  await page.screenshot({ path: `${SHOTS}/my-listings-empty.png` });
  await page.getByRole('tab', { name: 'Shop Hub' }).click();
  await expect(rows.first()).toBeVisible();

  // The search follows the typing and lands in the address.
  await page.getByRole('textbox', { name: 'Search by title' }).fill(word);
  await expect(page).toHaveURL(new RegExp(`search=${word}`));
  await expect(rows).toHaveCount(2);

  const lamp = rows.filter({ hasText: lampTitle });
  await lamp.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(lamp.getByTestId('listing-status')).toHaveText('Paused');
  await expect(page.getByText(`“${lampTitle}” is paused`)).toBeVisible();
  expect(await publicStatus(request, lampId)).toBe(404);
  await page.screenshot({ path: `${SHOTS}/my-listings-paused.png` });
  // A paused listing's title leads to its edit form, not to a page visitors cannot open.
  await expect(lamp.getByRole('link', { name: lampTitle })).toHaveAttribute(
    'href',
    `/shophub/edit-product/${lampId}`,
  );

  // A reload keeps the tab and the search.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search by title' })).toHaveValue(word);
  await expect(lamp.getByTestId('listing-status')).toHaveText('Paused');

  // The status filter narrows the list to paused listings.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paused' }).click();
  await expect(page).toHaveURL(/status=paused/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(lampTitle);

  await lamp.getByRole('button', { name: 'Unpause' }).click();
  await expect(lamp.getByTestId('listing-status')).toHaveText('Active');
  expect(await publicStatus(request, lampId)).toBe(200);
  await expect(lamp.getByRole('link', { name: lampTitle })).toHaveAttribute(
    'href',
    `/shophub/item/${lampId}`,
  );

  // Copying opens the add form prefilled from the listing.
  await lamp.getByRole('link', { name: 'Copy' }).click();
  await expect(page).toHaveURL(`/shophub/add-product?similarProduct=${lampId}`);

  await page.goto(`/profile/manage-my-listings?section=shophub&search=${word}`);
  const shelf = rows.filter({ hasText: shelfTitle });
  await shelf.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this listing?' });
  await expect(dialog).toContainText(`“${shelfTitle}” will be removed for good`);
  // Keeping it changes nothing.
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(shelf).toHaveCount(1);

  await shelf.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete listing' }).click();
  await expect(page.getByText(`“${shelfTitle}” is deleted.`)).toBeVisible();
  await expect(shelf).toHaveCount(0);
  await expect(rows).toHaveCount(1);
  const gone = await request.get(`/api/products/me/catalog/${shelfId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(404);
});

test('a buyer sees their ads by division; Manage My Listings is not theirs', async ({ page }) => {
  await signInAs(page, BUYER);
  await page.goto('/profile/my-ads');
  await expect(page.getByRole('heading', { name: 'My Ads', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'Flea Market',
    'Services',
    'Food',
    'Automarket',
    'Property',
  ]);
  await expect(page.getByRole('tab', { name: 'Flea Market' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('my-listing').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a Flea Market listing' })).toHaveAttribute(
    'href',
    '/flea-market/add-product',
  );

  // The tab lives in the address.
  await page.getByRole('tab', { name: 'Property' }).click();
  await expect(page).toHaveURL(/section=property/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Property' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.goto('/profile/manage-my-listings');
  await expect(page.getByText("You don't have access to this page.")).toBeVisible();
  await expect(page.getByTestId('my-listing')).toHaveCount(0);
});

test('an administrator filters every listing by division, blocks one with a reason and unblocks it', async ({
  page,
  request,
}) => {
  const word = stamp();
  const title = `Harbour storm lantern ${word}`;
  const id = await addShopHubProduct(request, await apiToken(request, SELLER), title);

  await signInAs(page, ADMIN);
  await page.goto('/profile/items');
  await expect(page.getByRole('heading', { name: 'Items', level: 1 })).toBeVisible();
  const rows = page.getByTestId('admin-listing');
  await expect(rows.first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Division' }).click();
  await page.getByRole('option', { name: 'Flea Market' }).click();
  await expect(page).toHaveURL(/section=flea-market/);
  await expect(rows.first()).toContainText('Flea Market');
  await expect(rows.filter({ hasText: 'Shop Hub' })).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/items-desktop.png`, fullPage: true });

  await page.getByRole('combobox', { name: 'Division' }).click();
  await page.getByRole('option', { name: 'Shop Hub' }).click();
  await expect(page).toHaveURL(/section=shophub/);
  await page.getByRole('textbox', { name: 'Search by title' }).fill(word);
  await expect(rows).toHaveCount(1);
  const lantern = rows.filter({ hasText: title });

  await lantern.getByRole('button', { name: 'Block', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Block this listing' });
  await dialog.getByRole('button', { name: 'Block listing' }).click();
  await expect(dialog).toContainText('Complete this field, please');
  const reason = 'Pictures show a different product';
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await page.screenshot({ path: `${SHOTS}/items-block-dialog.png` });
  await dialog.getByRole('button', { name: 'Block listing' }).click();
  await expect(dialog).toBeHidden();
  await expect(lantern.getByTestId('listing-status')).toHaveText('Blocked');
  await expect(lantern).toContainText(`Reason: ${reason}`);
  expect(await publicStatus(request, id)).toBe(404);
  await page.screenshot({ path: `${SHOTS}/items-blocked.png` });

  await lantern.getByRole('button', { name: 'Unblock' }).click();
  await expect(lantern.getByTestId('listing-status')).toHaveText('Active');
  expect(await publicStatus(request, id)).toBe(200);

  // The filters live in the address: a reload shows the same view.
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Division' })).toHaveText('Shop Hub');
  await expect(rows).toHaveCount(1);
});

test.describe('on a phone', { tag: '@mobile' }, () => {
  test.beforeEach(async ({ context }) => {
    await emulatePhoneTouchPoints(context);
  });

  test("a buyer's ads are stacked cards that fit the screen", async ({ page }) => {
    await signInAs(page, BUYER);
    await page.goto('/profile/my-ads');
    await expect(page.getByRole('heading', { name: 'My Ads', level: 1 })).toBeVisible();
    const cards = page.getByTestId('my-listing-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    await expect(cards.first().getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(cards.first().getByRole('link', { name: 'Edit' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: `${SHOTS}/my-ads-mobile.png` });
  });

  test("an administrator's items are stacked cards that fit the screen", async ({ page }) => {
    await signInAs(page, ADMIN);
    await page.goto('/profile/items');
    await expect(page.getByRole('heading', { name: 'Items', level: 1 })).toBeVisible();
    const cards = page.getByTestId('admin-listing-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByRole('button', { name: /block/i })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.screenshot({ path: `${SHOTS}/items-mobile.png` });
  });
});
