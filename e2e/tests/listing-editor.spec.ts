import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { paintedPicture } from '../support/pictures';
import {
  encodeFilters,
  NO_ACCESS_MESSAGE,
  propertyOfferMessages,
  validationMessages,
} from '@bazaar/contracts';
import { newSeller, signInThroughApi } from '../support/accounts';
import { bearer } from '../support/api';
import { publishListing } from '../support/listings';
import { waitForAddress } from '../support/navigation';
import { horizontalOverflow, itemPath, openApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { emulatePhoneTouchPoints } from '../support/touch';
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Two small pictures, painted by the browser: a PNG and a JPEG, both above the api's minimum. */
async function twoPictures(page: Page) {
  return [
    await paintedPicture(page, 'front.png', 200, 'image/png'),
    await paintedPicture(page, 'side.jpg', 20, 'image/jpeg'),
  ];
}

/** The input with this label (plain words); required inputs add an asterisk to theirs. */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
}

/** Chooses the first section and category the division offers. */
async function chooseFirstCategory(page: Page) {
  await field(page, 'Section').selectOption({ index: 1 });
  await field(page, 'Category').selectOption({ index: 1 });
}

async function fillLocation(page: Page) {
  await field(page, 'Postal code').fill('10115');
  await field(page, 'City').fill('Berlin');
}

/** Publishes the form and answers the id of the item page it lands on. */
async function publish(page: Page, routeWord: string): Promise<string> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await waitForAddress(page, new RegExp(`/${routeWord}/item/${UUID}$`));
  return new URL(page.url()).pathname.split('/').pop()!;
}

test('a seller publishes a Shop Hub product with two photos and a variant', async ({
  page,
  context,
  request,
  seller,
}) => {
  const title = `Oak desk lamp ${Date.now().toString(36)}`;
  await signInThroughApi(context, seller);
  await openApp(page, '/shophub/add-product');
  await expect(
    page.getByRole('heading', { level: 1, name: 'New listing in Shop Hub' }),
  ).toBeVisible();

  await page.getByTestId('listing-photos-input').setInputFiles(await twoPictures(page));
  await expect(page.getByTestId('listing-photo')).toHaveCount(2);
  // The second photo becomes the cover and back again.
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await page.getByRole('button', { name: 'Move photo 1 later' }).click();

  await field(page, 'Title').fill(title);
  await field(page, 'Section').selectOption({ label: 'Electronics' });
  await field(page, 'Category').selectOption({ label: 'Phones' });
  await field(page, 'Subcategory').selectOption({ label: 'Smartphones' });
  await field(page, 'Description').fill('Warm light, solid oak, 2 m cable.');
  await field(page, 'Brand').fill('Lumen & Co');
  await page.locator('input[name="attributes.sku"]').fill('LUM-OAK-1');
  await page.getByRole('button', { name: 'Add variant' }).click();
  const variant = page.getByRole('group', { name: 'Variant 1' });
  await variant.getByLabel('Name').fill('Natural oak');
  await variant.getByLabel('Price').fill('89,90');
  await variant.getByLabel('Stock').fill('7');
  await fillLocation(page);
  await lookAt(page, 'listing-editor-add-desktop', { fullPage: true });

  const id = await publish(page, 'shophub');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const detail = await request.get(`/api/products/${id}`);
  expect(detail.status()).toBe(200);
  const listing = (await detail.json()) as {
    title: string;
    price: { amount_minor: number };
    media: unknown[];
    seller: { id: string };
    attributes: { variants: { name: string; quantity: number }[] };
  };
  expect(listing.title).toBe(title);
  expect(listing.media).toHaveLength(2);
  expect(listing.attributes.variants).toEqual([
    expect.objectContaining({ name: 'Natural oak', quantity: 7 }),
  ]);
  expect(listing.price.amount_minor).toBe(8990);
  // And on the seller's public listings.
  const sellerListings = await request.get(
    `/api/listings?section=catalog&owner=${listing.seller.id}`,
  );
  const page1 = (await sellerListings.json()) as { items: { id: string }[] };
  expect(page1.items.map((item) => item.id)).toContain(id);
});

test('a buyer adds a Flea Market ad and a Property rental priced per month', async ({
  page,
  context,
  request,
  buyer,
}) => {
  await signInThroughApi(context, buyer);

  await openApp(page, '/flea-market/add-product');
  await field(page, 'Title').fill('Vintage road bike, 56 cm');
  await chooseFirstCategory(page);
  await field(page, 'Description').fill('Steel frame, new tyres.');
  await field(page, 'Price').fill('240');
  await page.getByLabel('Price is negotiable').check();
  await field(page, 'Condition').selectOption({ label: 'Good' });
  await fillLocation(page);
  const adId = await publish(page, 'flea-market');
  const ad = (await (await request.get(`/api/products/${adId}`)).json()) as {
    section: string;
    negotiable: boolean;
    attributes: { condition: string };
  };
  expect(ad).toMatchObject({
    section: 'flea-market',
    negotiable: true,
    attributes: { condition: 'good' },
  });

  await openApp(page, '/property/add-product');
  await field(page, 'Title').fill('Bright two-room flat near the park');
  await chooseFirstCategory(page);
  await field(page, 'Description').fill('Balcony, fitted kitchen.');
  // One Offer question, also once the category's own details are there.
  await expect(field(page, 'Year built')).toBeVisible();
  await expect(field(page, 'Offer')).toHaveCount(1);
  await expect(field(page, 'Offer')).toHaveValue('sale');
  await expect(field(page, 'Rental period')).toHaveCount(0);
  await field(page, 'Offer').selectOption({ label: 'For rent' });
  // A rent says what it is per before it is saved, even as a draft.
  await page.getByRole('button', { name: 'Save draft' }).click();
  const periodMessage = page.locator('#listing-attributes-rental_period-helper-text');
  await expect(periodMessage).toHaveText(propertyOfferMessages.rentWithoutRentalPeriod);
  await expect(field(page, 'Rental period')).toBeFocused();
  await lookAt(
    page.getByRole('region', { name: 'Property', exact: true }),
    'listing-editor-property-rent-period-missing',
  );
  await field(page, 'Rental period').selectOption({ label: 'Per month' });
  await expect(periodMessage).toHaveCount(0);
  await field(page, 'Rent').fill('1150');
  await expect(page.getByText('/ month', { exact: true })).toBeVisible();
  await field(page, 'Type').selectOption({ label: 'Apartment' });
  await field(page, 'Rooms').fill('2');
  await field(page, 'Living area').fill('58,5');
  await fillLocation(page);
  await lookAt(page, 'listing-editor-property-rent-desktop', { fullPage: true });
  const flatId = await publish(page, 'property');
  const flat = (await (await request.get(`/api/products/${flatId}`)).json()) as {
    rental_period: string;
    price: { amount_minor: number };
    parameters: Record<string, unknown>;
    attributes: { rental_period: string; area_m2: number };
  };
  expect(flat.rental_period).toBe('per_month');
  expect(flat.parameters).toMatchObject({ offer: 'rent' });
  expect(flat.attributes).toMatchObject({ rental_period: 'per_month', area_m2: 58.5 });
  expect(flat.price.amount_minor).toBe(115_000);
  // The division's Offer filter finds the rental.
  const rentals = await request.get('/api/showroom/listings', {
    params: {
      section: 'property',
      sort: 'newest',
      limit: 5,
      filters: encodeFilters({ parameters: { offer: ['rent'] } }),
    },
  });
  const found = (await rentals.json()) as { items: { id: string }[] };
  expect(found.items.map((item) => item.id)).toContain(flatId);
});

test('a buyer cannot add Shop Hub products, in the browser or through the api', async ({
  page,
  context,
  request,
  buyer,
}) => {
  await signInThroughApi(context, buyer);
  await openApp(page, '/shophub/add-product');
  await expect(page).toHaveURL('/shophub/add-product');
  await expect(page.getByRole('heading', { name: NO_ACCESS_MESSAGE })).toBeVisible();
  await expect(field(page, 'Title')).toHaveCount(0);

  const refused = await request.post('/api/products/me/catalog', {
    headers: bearer(buyer.token),
    data: { section: 'catalog', title: 'Not for buyers' },
  });
  expect(refused.status()).toBe(403);
});

test("the owner finds Edit on their item page; another seller's edit form says whose it is", async ({
  page,
  context,
  request,
  seller,
}) => {
  // A public Shop Hub listing of the journey's seller, and one of another seller of its own.
  const other = await newSeller(request, 'listing-editor', 'Other Harbour Handel GmbH');
  const own = await publishListing(request, seller, 'catalog', {
    title: `Teak chart table ${Date.now().toString(36)}`,
  });
  const othersListing = await publishListing(request, other, 'catalog', {
    title: `Copper ship lamp ${Date.now().toString(36)}`,
  });

  // Visitors see no Edit.
  await openApp(page, itemPath('catalog', own.id));
  await expect(page.getByRole('heading', { level: 1, name: own.title })).toBeVisible();
  await expect(page.getByTestId('edit-listing-link')).toHaveCount(0);

  await signInThroughApi(context, seller);
  await openApp(page, itemPath('catalog', othersListing.id));
  await expect(page.getByRole('heading', { level: 1, name: othersListing.title })).toBeVisible();
  await expect(page.getByTestId('edit-listing-link')).toHaveCount(0);

  await openApp(page, itemPath('catalog', own.id));
  const edit = page.getByTestId('edit-listing-link');
  await expect(edit).toHaveAttribute('href', `/shophub/edit-product/${own.id}`);
  await lookAt(page, 'item-page-owner-edit');
  await edit.click();
  await waitForAddress(page, `/shophub/edit-product/${own.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit listing' })).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue(own.title);

  // Another seller's listing: the form says it is theirs, not that the account is the wrong kind.
  await openApp(page, `/shophub/edit-product/${othersListing.id}`);
  await expect(
    page.getByRole('heading', {
      name: 'This listing belongs to another seller. Only its seller can change it.',
    }),
  ).toBeVisible();
  await expect(page.getByText(NO_ACCESS_MESSAGE)).toHaveCount(0);
  await expect(field(page, 'Title')).toHaveCount(0);
  await lookAt(page, 'listing-editor-other-seller');
});

test('a seller copies one of their listings with similarProduct', async ({
  page,
  context,
  request,
  seller,
}) => {
  const original = await publishListing(request, seller, 'catalog', {
    title: `Walnut sea chest ${Date.now().toString(36)}`,
  });

  await signInThroughApi(context, seller);
  await openApp(page, `/shophub/add-product?similarProduct=${original.id}`);
  await expect(field(page, 'Title')).toHaveValue(original.title);
  await expect(page.getByTestId('listing-copy-notice')).toContainText(original.title);

  // A listing that does not exist: said so, and the form starts empty.
  await openApp(page, '/shophub/add-product?similarProduct=00000000-0000-4000-8000-000000000000');
  await expect(page.getByTestId('listing-copy-notice')).toContainText(
    'This listing could not be copied',
  );
  await expect(field(page, 'Title')).toHaveValue('');
});

test('saving without a title says what is missing and keeps everything typed', async ({
  page,
  context,
  seller,
}) => {
  await signInThroughApi(context, seller);
  await openApp(page, '/shophub/add-product?section=electronics&category=phones');
  await expect(field(page, 'Category')).toHaveValue(/.+/);
  const category = await field(page, 'Category').inputValue();
  await field(page, 'Description').fill('Barely used, with box.');
  await field(page, 'Price').fill('129.50');
  await field(page, 'Brand').fill('Fairphone');
  await fillLocation(page);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(validationMessages.itemNotSaved)).toBeVisible();
  const title = field(page, 'Title');
  await expect(title).toBeFocused();
  await expect(page.locator('#listing-title-helper-text')).toHaveText(validationMessages.required);
  await lookAt(page, 'listing-editor-error-desktop', { fullPage: true });
  const scan = await new AxeBuilder({ page }).include('main').analyze();
  const serious = scan.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(serious.map((violation) => violation.id)).toEqual([]);

  await expect(page).toHaveURL(/\/shophub\/add-product\?/);
  await expect(field(page, 'Description')).toHaveValue('Barely used, with box.');
  await expect(field(page, 'Price')).toHaveValue('129.50');
  await expect(field(page, 'Brand')).toHaveValue('Fairphone');
  await expect(field(page, 'Category')).toHaveValue(category);
  await expect(field(page, 'City')).toHaveValue('Berlin');

  // Typing the title clears its message, and the draft saves.
  await title.fill('Fairphone 5, 256 GB');
  await expect(page.locator('#listing-title-helper-text')).not.toHaveText(
    validationMessages.required,
  );
  await page.getByRole('button', { name: 'Save draft' }).click();
  await waitForAddress(page, new RegExp(`/shophub/edit-product/${UUID}$`));
  await expect(page.getByText('Draft saved.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit listing' })).toBeVisible();
  await expect(field(page, 'Title')).toHaveValue('Fairphone 5, 256 GB');
  await expect(page.getByTestId('listing-status')).toHaveText('Draft');
  await lookAt(page, 'listing-editor-edit-desktop');

  // The edit form publishes the same listing (PATCH), once the SKU is there too.
  const draftId = new URL(page.url()).pathname.split('/').pop();
  await page.locator('input[name="attributes.sku"]').fill('FP5-256');
  expect(await publish(page, 'shophub')).toBe(draftId);
});

test.describe('on a phone', { tag: '@mobile' }, () => {
  test.beforeEach(async ({ context }) => {
    await emulatePhoneTouchPoints(context);
  });

  test('the add form fits 390px and its actions stay in reach', async ({
    page,
    context,
    buyer,
  }) => {
    await signInThroughApi(context, buyer);
    await openApp(page, '/food/add-product');
    await expect(
      page.getByRole('heading', { level: 1, name: 'New listing in Food' }),
    ).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    const actions = page.getByTestId('listing-actions-bar');
    await expect(actions).toBeInViewport();
    await lookAt(page, 'listing-editor-add-mobile');
    await field(page, 'Title').fill('Sourdough loaf');
    await page.getByRole('button', { name: 'Milk' }).click();
    await expect(page.getByRole('button', { name: 'Milk' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await lookAt(page, 'listing-editor-add-mobile-full', { fullPage: true });
    await actions.getByRole('button', { name: 'Save draft' }).click();
    await waitForAddress(page, new RegExp(`/food/edit-product/${UUID}$`));
    await expect(page.getByText('Draft saved.')).toBeVisible();
  });
});
