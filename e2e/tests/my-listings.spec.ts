import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { demo, signInThroughApi, type Account } from '../support/accounts';
import { bearer } from '../support/api';
import { publishListing } from '../support/listings';
import { waitForAddress } from '../support/navigation';
import { openApp, reloadApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { emulatePhoneTouchPoints } from '../support/touch';

const ADMIN = demo('admin');

/** A word no other listing has, so a search finds exactly the listings of this run. */
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A published Shop Hub product of the seller's; answers its id. */
async function addShopHubProduct(
  request: APIRequestContext,
  seller: Account,
  title: string,
): Promise<string> {
  return (await publishListing(request, seller, 'catalog', { title, quantity: 3 })).id;
}

/** A buyer's published Flea Market ad, so that My Ads has one to show. */
/** A Flea Market ad of the journey's buyer, who then opens My Ads signed in. */
async function openMyAdsWithAnAd(page: Page, request: APIRequestContext, buyer: Account) {
  await publishListing(request, buyer, 'flea-market', {
    title: `Brass ship's bell ${stamp()}`,
  });
  await signInThroughApi(page.context(), buyer);
  await openApp(page, '/profile/my-ads');
  await expect(page.getByRole('heading', { name: 'My Ads', level: 1 })).toBeVisible();
}

/** Resolves when the list's api call for `search` has been answered (the list shows it next). */
function searchAnswered(page: Page, pathname: string, search: string): Promise<unknown> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === pathname && url.searchParams.get('search') === search;
  });
}

/** What visitors get for the item page's data: 200 while public, 404 once paused or blocked. */
async function publicStatus(request: APIRequestContext, id: string): Promise<number> {
  return (await request.get(`/api/products/${id}`)).status();
}

test('a seller searches, pauses, unpauses, copies and deletes their Shop Hub listings', async ({
  page,
  context,
  request,
  seller,
}) => {
  const word = stamp();
  const lampTitle = `Lighthouse desk lamp ${word}`;
  const shelfTitle = `Driftwood wall shelf ${word}`;
  // A third listing the search leaves out.
  await addShopHubProduct(request, seller, `Harbour rope basket ${stamp()}`);
  const lampId = await addShopHubProduct(request, seller, lampTitle);
  const shelfId = await addShopHubProduct(request, seller, shelfTitle);

  await signInThroughApi(context, seller);
  await openApp(page, '/profile/manage-my-listings');
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
  await lookAt(page, 'my-listings-desktop', { fullPage: true });

  // A division without listings invites to add the first one.
  await page.getByRole('tab', { name: 'Food' }).click();
  await waitForAddress(page, /section=food/);
  await expect(page.getByRole('heading', { name: 'No Food listings yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a Food listing' }).last()).toHaveAttribute(
    'href',
    '/food/add-product',
  );
  await lookAt(page, 'my-listings-empty');
  await page.getByRole('tab', { name: 'Shop Hub' }).click();
  await expect(rows.first()).toBeVisible();

  // The search follows the typing and lands in the address.
  const searched = searchAnswered(page, '/api/products/me/catalog', word);
  await page.getByRole('textbox', { name: 'Search by title' }).fill(word);
  await waitForAddress(page, new RegExp(`search=${word}`));
  await searched;
  await expect(rows).toHaveCount(2);

  const lamp = rows.filter({ hasText: lampTitle });
  await lamp.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(lamp.getByTestId('listing-status')).toHaveText('Paused');
  await expect(page.getByText(`“${lampTitle}” is paused`)).toBeVisible();
  expect(await publicStatus(request, lampId)).toBe(404);
  await lookAt(page, 'my-listings-paused');
  // A paused listing's title leads to its edit form, not to a page visitors cannot open.
  await expect(lamp.getByRole('link', { name: lampTitle })).toHaveAttribute(
    'href',
    `/shophub/edit-product/${lampId}`,
  );

  // A reload keeps the tab and the search.
  await reloadApp(page);
  await expect(page.getByRole('textbox', { name: 'Search by title' })).toHaveValue(word);
  await expect(lamp.getByTestId('listing-status')).toHaveText('Paused');

  // The status filter narrows the list to paused listings.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Paused' }).click();
  await waitForAddress(page, /status=paused/);
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
  await waitForAddress(page, `/shophub/add-product?similarProduct=${lampId}`);

  await openApp(page, `/profile/manage-my-listings?section=shophub&search=${word}`);
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
    headers: bearer(seller.token),
  });
  expect(gone.status()).toBe(404);
});

test('a buyer sees their ads by division; Manage My Listings is not theirs', async ({
  page,
  request,
  buyer,
}) => {
  await openMyAdsWithAnAd(page, request, buyer);
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
  await waitForAddress(page, /section=property/);
  await reloadApp(page);
  await expect(page.getByRole('tab', { name: 'Property' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await openApp(page, '/profile/manage-my-listings');
  await expect(page.getByText("You don't have access to this page.")).toBeVisible();
  await expect(page.getByTestId('my-listing')).toHaveCount(0);
});

test('an administrator filters every listing by division, blocks one with a reason and unblocks it', async ({
  page,
  context,
  request,
  seller,
}) => {
  const word = stamp();
  const title = `Harbour storm lantern ${word}`;
  const id = await addShopHubProduct(request, seller, title);

  await signInThroughApi(context, ADMIN);
  await openApp(page, '/profile/items');
  await expect(page.getByRole('heading', { name: 'Items', level: 1 })).toBeVisible();
  const rows = page.getByTestId('admin-listing');
  await expect(rows.first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Division' }).click();
  await page.getByRole('option', { name: 'Flea Market' }).click();
  await waitForAddress(page, /section=flea-market/);
  await expect(rows.first()).toContainText('Flea Market');
  await expect(rows.filter({ hasText: 'Shop Hub' })).toHaveCount(0);
  await lookAt(page, 'items-desktop', { fullPage: true });

  await page.getByRole('combobox', { name: 'Division' }).click();
  await page.getByRole('option', { name: 'Shop Hub' }).click();
  await waitForAddress(page, /section=shophub/);
  const searched = searchAnswered(page, '/api/admin/products', word);
  await page.getByRole('textbox', { name: 'Search by title' }).fill(word);
  await waitForAddress(page, new RegExp(`search=${word}`));
  await searched;
  await expect(rows).toHaveCount(1);
  const lantern = rows.filter({ hasText: title });

  await lantern.getByRole('button', { name: 'Block', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Block this listing' });
  await dialog.getByRole('button', { name: 'Block listing' }).click();
  await expect(dialog).toContainText('Complete this field, please');
  const reason = 'Pictures show a different product';
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await lookAt(page, 'items-block-dialog');
  await dialog.getByRole('button', { name: 'Block listing' }).click();
  await expect(dialog).toBeHidden();
  await expect(lantern.getByTestId('listing-status')).toHaveText('Blocked');
  await expect(lantern).toContainText(`Reason: ${reason}`);
  expect(await publicStatus(request, id)).toBe(404);
  await lookAt(page, 'items-blocked');

  await lantern.getByRole('button', { name: 'Unblock' }).click();
  await expect(lantern.getByTestId('listing-status')).toHaveText('Active');
  expect(await publicStatus(request, id)).toBe(200);

  // The filters live in the address: a reload shows the same view.
  await reloadApp(page);
  await expect(page.getByRole('combobox', { name: 'Division' })).toHaveText('Shop Hub');
  await expect(rows).toHaveCount(1);
});

test.describe('on a phone', { tag: '@mobile' }, () => {
  test.beforeEach(async ({ context }) => {
    await emulatePhoneTouchPoints(context);
  });

  test("a buyer's ads are stacked cards that fit the screen", async ({ page, request, buyer }) => {
    await openMyAdsWithAnAd(page, request, buyer);
    const cards = page.getByTestId('my-listing-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
    await expect(cards.first().getByRole('button', { name: 'Delete' })).toBeVisible();
    await expect(cards.first().getByRole('link', { name: 'Edit' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await lookAt(page, 'my-ads-mobile');
  });

  test("an administrator's items are stacked cards that fit the screen", async ({
    page,
    context,
  }) => {
    await signInThroughApi(context, ADMIN);
    await openApp(page, '/profile/items');
    await expect(page.getByRole('heading', { name: 'Items', level: 1 })).toBeVisible();
    const cards = page.getByTestId('admin-listing-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().getByRole('button', { name: /block/i })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await lookAt(page, 'items-mobile');
  });
});
