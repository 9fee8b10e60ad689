import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  adminListingPage,
  auditEntryPage,
  encodeFilters,
  listingCardPage,
  listingDetail,
  listingPrefill,
  ownerListing,
  ownerListingPage,
  propertyOfferMessages,
  publicOwnerProfile,
  showroomListingPage,
  validationMessages,
  type ListingInputBody,
  type MarketplaceSection,
  type PropertyOffer,
} from '@bazaar/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogNodes, listingMedia, listings } from '../../db/schema';
import { DEMO_PASSWORD } from '../../seed';
import { migrationsFolder } from '../../paths';
import {
  bearer,
  requestSender,
  signIn,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createPicturesService } from '../pictures/pictures.service';
import { catalogPath, findCatalogNode } from '../catalog';
import { forgetComparedListing } from '../comparison';
import { createListingsRepository } from './listings.repository';
import { createListingsService } from './listings.service';

let testApp: TestApp;
const app = () => testApp.app;
let admin: SignedIn;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
  admin = await signIn(app(), 'admin@demo.bazaar.local', DEMO_PASSWORD);
});

afterAll(async () => {
  await testApp?.close();
});

const required = validationMessages.required;
const EUR = (amount_minor: number) => ({ amount_minor, currency: 'EUR' });
const berlin = { zip_code: '10115', city: 'Berlin', latitude: 52.5323, longitude: 13.3846 };

const png = (width: number, height: number, red = 200) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 120, b: 40 } } })
    .png()
    .toBuffer();

interface FilePart {
  name: string;
  type: string;
  bytes: Buffer;
}

function multipart(files: FilePart[], field = 'files') {
  const boundary = `----bazaar-test-${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((file) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(kind: 'media' | 'documents', who: SignedIn, files: FilePart[]) {
  const body = multipart(files);
  return app().inject({
    method: 'POST',
    url: `/api/products/me/${kind}`,
    headers: { ...bearer(who.token), ...body.headers },
    payload: body.payload,
  });
}

async function uploadPictures(who: SignedIn, count: number): Promise<string[]> {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: `photo-${i + 1}.png`,
      type: 'image/png',
      bytes: await png(900 + i * 10, 700, 60 + i * 80),
    })),
  );
  const response = await upload('media', who, files);
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }[]).map((m) => m.id);
}

async function subcategoryOf(section: MarketplaceSection): Promise<string> {
  const [node] = await app()
    .db.select({ id: catalogNodes.id })
    .from(catalogNodes)
    .where(and(eq(catalogNodes.section, section), eq(catalogNodes.level, 'subcategory')))
    .limit(1);
  return node!.id;
}

const send = requestSender(app);

const addListing = (who: SignedIn, body: ListingInputBody) =>
  send('POST', `/api/products/me/${body.section}`, who, body);

async function publishedProduct(who: SignedIn, title = 'Harbour trail shoe') {
  const response = await addListing(who, {
    section: 'catalog',
    draft_state: 'sent',
    title,
    description: 'A light trail running shoe with a grippy sole.',
    catalog_node_id: await subcategoryOf('catalog'),
    price: EUR(8_999),
    quantity: 5,
    location: berlin,
    attributes: { brand: 'Harbour', sku: 'HB-100' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return ownerListing.parse(response.json());
}

const detailOf = (id: string) => send('GET', `/api/products/${id}`);

async function ownerCards(ownerId: string) {
  const response = await send('GET', `/api/listings?owner=${ownerId}&limit=60`);
  expect(response.statusCode, response.body).toBe(200);
  return listingCardPage.parse(response.json()).items;
}

const mediaFile = (url: string) =>
  path.join(testApp.config.uploadsDir, url.replace('/api/media/', ''));

describe('a seller’s Shop Hub product', () => {
  it('is added with two pictures and a variant, published, and shown on its item and seller pages', async () => {
    const seller = await signUpSeller(app());
    const mediaIds = await uploadPictures(seller, 2);
    const node = await subcategoryOf('catalog');

    const created = await addListing(seller, {
      section: 'catalog',
      draft_state: 'sent',
      title: 'Harbour rain jacket',
      description: 'Waterproof, breathable, packs into its own pocket.',
      catalog_node_id: node,
      negotiable: true,
      location: berlin,
      media_ids: mediaIds,
      parameters: { colour: 'Blue' },
      attributes: {
        brand: 'Harbour',
        sku: 'HB-RJ-1',
        variants: [
          { name: 'Size M', sku: 'HB-RJ-1-M', price: EUR(12_900), quantity: 4 },
          { name: 'Size L', price: EUR(13_900), quantity: 0 },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const listing = ownerListing.parse(created.json());
    expect(listing).toMatchObject({
      section: 'catalog',
      status: 'active',
      draft_state: 'sent',
      // With variants, the lowest variant price and the sum of their stock.
      price: EUR(12_900),
      quantity: 4,
    });
    expect(listing.published_at).not.toBeNull();
    expect(listing.media.map((m) => m.id)).toEqual(mediaIds);

    const detail = await detailOf(listing.id);
    expect(detail.statusCode, detail.body).toBe(200);
    const page = listingDetail.parse(detail.json());
    expect(page).toMatchObject({
      title: 'Harbour rain jacket',
      negotiable: true,
      sold_out: false,
      seller: { id: seller.userId, display_name: 'Harbour Goods GmbH', account_type: 'SELLER' },
      location: { zip_code: '10115', city: 'Berlin' },
      parameters: { colour: 'Blue' },
    });
    expect(page.catalog_path.map((n) => n.level)).toEqual(['section', 'category', 'subcategory']);
    if (page.section !== 'catalog') throw new Error('expected a catalog listing');
    expect(page.attributes.variants.map((v) => [v.name, v.quantity])).toEqual([
      ['Size M', 4],
      ['Size L', 0],
    ]);
    expect(page.media).toHaveLength(2);
    expect(page.media[1]!.alt).toBe('Harbour rain jacket (picture 2 of 2)');
    for (const media of page.media) {
      expect(media.url).toMatch(
        /^\/api\/media\/listings\/[0-9a-f]{2}\/[0-9a-f]{64}-[0-9a-f]{8}\.webp$/,
      );
      expect(existsSync(mediaFile(media.url))).toBe(true);
      const thumbnail = await sharp(mediaFile(media.thumbnail_url)).metadata();
      expect(thumbnail.format).toBe('webp');
      expect(Math.max(thumbnail.width!, thumbnail.height!)).toBeLessThanOrEqual(400);
    }

    const cards = await ownerCards(seller.userId);
    expect(cards.map((c) => c.id)).toEqual([listing.id]);
    expect(cards[0]!.image?.url).toBe(page.media[0]!.url);

    const owner = await send('GET', `/api/owners/${seller.userId}`);
    expect(publicOwnerProfile.parse(owner.json())).toMatchObject({
      display_name: 'Harbour Goods GmbH',
      active_listings: 1,
      listings_by_section: { catalog: 1 },
    });

    const media = await send('GET', `/api/products/${listing.id}/media`);
    expect(media.json().map((m: { id: string }) => m.id)).toEqual(mediaIds);
  });

  it('keeps variant ids and reorders pictures when the edit form is saved', async () => {
    const seller = await signUpSeller(app());
    const [first, second, third] = await uploadPictures(seller, 3);
    const body: ListingInputBody = {
      section: 'catalog',
      title: 'Harbour cap',
      media_ids: [first!, second!],
      attributes: { variants: [{ name: 'Blue', price: EUR(1_900), quantity: 2 }] },
    };
    const draft = ownerListing.parse((await addListing(seller, body)).json());
    if (draft.section !== 'catalog') throw new Error('expected a catalog listing');
    const variantId = draft.attributes.variants[0]!.id;

    const saved = await send('PATCH', `/api/products/me/catalog/${draft.id}`, seller, {
      ...body,
      media_ids: [third!, first!],
      attributes: {
        variants: [
          { id: variantId, name: 'Navy', price: EUR(2_100), quantity: 3 },
          { name: 'Red', price: EUR(1_900), quantity: 1 },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const edited = ownerListing.parse(saved.json());
    if (edited.section !== 'catalog') throw new Error('expected a catalog listing');
    expect(edited.media.map((m) => m.id)).toEqual([third, first]);
    expect(edited.attributes.variants.map((v) => [v.id === variantId, v.name])).toEqual([
      [true, 'Navy'],
      [false, 'Red'],
    ]);
    // The picture taken off the listing is unattached again, kept until the purge.
    const [dropped] = await app()
      .db.select()
      .from(listingMedia)
      .where(eq(listingMedia.id, second!));
    expect(dropped?.listingId).toBeNull();
  });
});

describe('buyers’ listings', () => {
  it('adds a Flea Market ad and a Property rental priced per month', async () => {
    const buyer = await signUpBuyer(app());
    const ad = await addListing(buyer, {
      section: 'flea-market',
      draft_state: 'sent',
      title: 'Children’s bicycle, 20 inch',
      description: 'Outgrown, works well.',
      catalog_node_id: await subcategoryOf('flea-market'),
      price: EUR(6_000),
      negotiable: true,
      location: berlin,
      attributes: { condition: 'good' },
    });
    expect(ad.statusCode, ad.body).toBe(201);

    const rental = await addListing(buyer, {
      section: 'property',
      draft_state: 'sent',
      title: 'Sunny 2-room flat in Kreuzberg',
      description: 'Second floor, balcony, close to the U-Bahn.',
      catalog_node_id: await subcategoryOf('property'),
      price: EUR(115_000),
      location: { zip_code: '10997', city: 'Berlin' },
      attributes: {
        rental_period: 'per_month',
        rooms: 2,
        area_m2: 58.5,
        property_type: 'apartment',
      },
    });
    expect(rental.statusCode, rental.body).toBe(201);
    const detail = listingDetail.parse((await detailOf(rental.json().id)).json());
    expect(detail).toMatchObject({
      section: 'property',
      rental_period: 'per_month',
      price: EUR(115_000),
      attributes: { rental_period: 'per_month', rooms: 2, area_m2: 58.5 },
      seller: { display_name: 'Greta Lange', account_type: 'BUYER', logo: null },
    });
    // Sent without coordinates: they come from the postal code's entry in the geo data set.
    expect(detail.location?.latitude).toBeCloseTo(52.5, 0);
    expect(detail.location?.longitude).toBeCloseTo(13.42, 0);

    const cards = await ownerCards(buyer.userId);
    expect(cards.map((c) => c.section).sort()).toEqual(['flea-market', 'property']);
    expect(cards.find((c) => c.section === 'property')?.rental_period).toBe('per_month');
    const owner = publicOwnerProfile.parse(
      (await send('GET', `/api/owners/${buyer.userId}`)).json(),
    );
    expect(owner.listings_by_section).toEqual({ 'flea-market': 1, property: 1 });
  });

  it('refuses a buyer in the Shop Hub and a seller in the Flea Market (403)', async () => {
    const buyer = await signUpBuyer(app());
    const seller = await signUpSeller(app());
    const asBuyer = await addListing(buyer, { section: 'catalog', title: 'Not for buyers' });
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json().error_code).toBe('FORBIDDEN');
    const asSeller = await addListing(seller, { section: 'flea-market', title: 'Not for sellers' });
    expect(asSeller.statusCode).toBe(403);
    expect(asSeller.json().error_code).toBe('FORBIDDEN');
    expect((await send('GET', '/api/products/me/catalog', buyer)).statusCode).toBe(403);
    expect(
      (await addListing(seller, { section: 'services', title: 'Bike repair' })).statusCode,
    ).toBe(201);
  });
});

describe('ownership', () => {
  it('refuses a seller editing, deleting, pausing or opening another seller’s listing (403)', async () => {
    const owner = await signUpSeller(app());
    const other = await signUpSeller(app());
    const listing = await publishedProduct(owner);
    const url = `/api/products/me/catalog/${listing.id}`;

    const attempts = [
      await send('PATCH', url, other, { section: 'catalog', title: 'Mine now' }),
      await send('DELETE', url, other),
      await send('POST', `${url}/pause`, other),
      await send('POST', `${url}/unpause`, other),
      await send('GET', url, other),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode, attempt.body).toBe(403);
      expect(attempt.json()).toMatchObject({
        error_code: 'FORBIDDEN',
        // The edit page shows it: the listing is another seller's, not the account's kind.
        user_message: 'This listing belongs to another seller. Only its seller can change it.',
      });
    }
    expect(listingDetail.parse((await detailOf(listing.id)).json()).title).toBe(listing.title);

    // Another owner's media cannot be attached either.
    const [picture] = await uploadPictures(owner, 1);
    const stolen = await addListing(other, {
      section: 'catalog',
      title: 'With a stolen picture',
      media_ids: [picture!],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().fields).toEqual([{ field: 'media_ids', message: expect.any(String) }]);

    const removed = await send('DELETE', url, owner);
    expect(removed.statusCode).toBe(204);
    expect((await detailOf(listing.id)).statusCode).toBe(404);
    expect((await send('GET', url, owner)).statusCode).toBe(404);
  });
});

describe('saving and publishing', () => {
  it('saves a draft with only a title and keeps it off the public pages', async () => {
    const buyer = await signUpBuyer(app());
    const response = await addListing(buyer, { section: 'automarket', title: 'VW Golf' });
    expect(response.statusCode, response.body).toBe(201);
    const draft = ownerListing.parse(response.json());
    expect(draft).toMatchObject({
      draft_state: 'draft',
      price: null,
      location: null,
      published_at: null,
      attributes: { make: null, year: null },
    });
    expect((await detailOf(draft.id)).statusCode).toBe(404);
    expect(await ownerCards(buyer.userId)).toEqual([]);
  });

  it('rounds coordinates to 7 decimals, so the tiniest doubles never reach the database', async () => {
    const buyer = await signUpBuyer(app());
    const response = await addListing(buyer, {
      section: 'automarket',
      title: 'VW Polo',
      location: { zip_code: '10115', city: 'Berlin', latitude: 7.4e-323, longitude: 13.123456789 },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(ownerListing.parse(response.json()).location).toMatchObject({
      latitude: 0,
      longitude: 13.1234568,
    });
  });

  it('refuses to publish with missing fields, naming each with "Complete this field, please"', async () => {
    const buyer = await signUpBuyer(app());
    const response = await addListing(buyer, {
      section: 'automarket',
      draft_state: 'sent',
      title: 'VW Golf',
      price: EUR(1_290_000),
      attributes: { make: 'Volkswagen', year: 2019 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      error_code: 'VALIDATION',
      user_message: validationMessages.itemNotSaved,
    });
    expect(body.fields).toEqual(
      [
        'catalog_node_id',
        'description',
        'location',
        'attributes.model',
        'attributes.mileage_km',
        'attributes.fuel',
        'attributes.transmission',
      ].map((field) => ({ field, message: required })),
    );

    const untitled = await addListing(buyer, { section: 'automarket', title: '' });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().fields).toEqual([{ field: 'title', message: required }]);
  });

  it('publishes a draft later through the edit form', async () => {
    const buyer = await signUpBuyer(app());
    const draft = ownerListing.parse(
      (await addListing(buyer, { section: 'food', title: 'Plum jam' })).json(),
    );
    const published = await send('PATCH', `/api/products/me/food/${draft.id}`, buyer, {
      section: 'food',
      draft_state: 'sent',
      title: 'Plum jam',
      description: 'Homemade from our own plums.',
      catalog_node_id: await subcategoryOf('food'),
      price: EUR(450),
      location: berlin,
      attributes: { unit: 'g', weight_or_volume: 340, allergens: ['sulphites'] },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(listingDetail.parse((await detailOf(draft.id)).json())).toMatchObject({
      section: 'food',
      attributes: { unit: 'g', weight_or_volume: 340, allergens: ['sulphites'] },
    });
  });

  it('refuses a category of another division', async () => {
    const seller = await signUpSeller(app());
    const response = await addListing(seller, {
      section: 'services',
      title: 'Garden help',
      catalog_node_id: await subcategoryOf('food'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('catalog_node_id');
  });

  it('keeps the details its category asks for and shows them on the item page', async () => {
    const seller = await signUpSeller(app());
    const response = await addListing(seller, {
      section: 'catalog',
      title: 'Harbour fleece',
      catalog_node_id: await subcategoryOf('catalog'),
      parameters: { colour: 'Sage green', warranty_months: 24 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = ownerListing.parse(response.json());
    const mine = await send('GET', `/api/products/me/catalog/${id}`, seller);
    expect(ownerListing.parse(mine.json()).parameters).toEqual({
      colour: 'Sage green',
      warranty_months: 24,
    });
  });

  it('refuses details its category does not ask for and values it does not offer (400)', async () => {
    const seller = await signUpSeller(app());
    const response = await addListing(seller, {
      section: 'catalog',
      title: 'Harbour fleece',
      catalog_node_id: await subcategoryOf('catalog'),
      parameters: { colour: 'Navy', warranty_months: 24, horsepower: 90 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ user_message: validationMessages.itemNotSaved });
    expect(response.json().fields).toEqual([
      { field: 'parameters.colour', message: 'Choose one of the options' },
      { field: 'parameters.horsepower', message: 'This category has no such detail' },
    ]);
  });
});

describe('the offer of a Property listing', () => {
  type RentalPeriod = 'per_day' | 'per_month' | null;

  async function property(
    rental_period: RentalPeriod,
    parameters: Record<string, string> = {},
    draft_state: 'draft' | 'sent' = 'sent',
  ): Promise<ListingInputBody> {
    return {
      section: 'property',
      draft_state,
      title: 'Two-room flat by the canal',
      description: 'Second floor, quiet courtyard.',
      catalog_node_id: await subcategoryOf('property'),
      price: EUR(rental_period ? 95_000 : 32_000_000),
      location: berlin,
      parameters,
      attributes: { rental_period, rooms: 2, area_m2: 54, property_type: 'apartment' },
    };
  }

  /** The newest public Property listings the division's Offer filter finds. */
  async function offered(offer: PropertyOffer): Promise<string[]> {
    const filters = encodeFilters({ parameters: { offer: [offer] } });
    const response = await send(
      'GET',
      `/api/showroom/listings?section=property&sort=newest&limit=5&filters=${encodeURIComponent(filters)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return showroomListingPage.parse(response.json()).items.map((item) => item.id);
  }

  it('is rent for a rental saved without one, so the Offer filter finds it', async () => {
    const buyer = await signUpBuyer(app());
    const response = await addListing(buyer, await property('per_month'));
    expect(response.statusCode, response.body).toBe(201);
    const rental = ownerListing.parse(response.json());
    expect(rental.parameters).toEqual({ offer: 'rent' });
    expect(rental).toMatchObject({ attributes: { rental_period: 'per_month' } });
    expect(await offered('rent')).toContain(rental.id);
    expect(await offered('sale')).not.toContain(rental.id);
  });

  it('is sale for a listing saved without a rental period or an offer, drafts too', async () => {
    const seller = await signUpSeller(app());
    const sale = ownerListing.parse((await addListing(seller, await property(null))).json());
    expect(sale.parameters).toEqual({ offer: 'sale' });
    expect(await offered('sale')).toContain(sale.id);
    const draft = await addListing(seller, await property(null, {}, 'draft'));
    expect(ownerListing.parse(draft.json()).parameters).toEqual({ offer: 'sale' });
  });

  it('keeps an offer that agrees with the rental period', async () => {
    const buyer = await signUpBuyer(app());
    const response = await addListing(buyer, await property('per_day', { offer: 'rent' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(ownerListing.parse(response.json()).parameters).toEqual({ offer: 'rent' });
  });

  it('refuses a sale with a rental period (400), published or draft', async () => {
    const buyer = await signUpBuyer(app());
    for (const draftState of ['sent', 'draft'] as const) {
      const response = await addListing(
        buyer,
        await property('per_month', { offer: 'sale' }, draftState),
      );
      expect(response.statusCode, draftState).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        error_code: 'VALIDATION',
        user_message: validationMessages.itemNotSaved,
        fields: [
          {
            field: 'attributes.rental_period',
            message: propertyOfferMessages.saleWithRentalPeriod,
          },
        ],
      });
    }
    const mine = ownerListingPage.parse(
      (await send('GET', '/api/products/me/property', buyer)).json(),
    );
    expect(mine.items).toEqual([]);
  });

  it('refuses a rent without a rental period (400), published or draft', async () => {
    const buyer = await signUpBuyer(app());
    for (const draftState of ['sent', 'draft'] as const) {
      const response = await addListing(buyer, await property(null, { offer: 'rent' }, draftState));
      expect(response.statusCode, draftState).toBe(400);
      expect(response.json()).toMatchObject({
        status: 400,
        error_code: 'VALIDATION',
        fields: [
          {
            field: 'attributes.rental_period',
            message: propertyOfferMessages.rentWithoutRentalPeriod,
          },
        ],
      });
    }
  });

  it('changes a rental into a sale through the edit form only with both answers', async () => {
    const buyer = await signUpBuyer(app());
    const rental = ownerListing.parse(
      (await addListing(buyer, await property('per_month'))).json(),
    );
    const url = `/api/products/me/property/${rental.id}`;

    // The offer changed, the period left behind: the listing would say both.
    const halfway = await send('PATCH', url, buyer, await property('per_month', { offer: 'sale' }));
    expect(halfway.statusCode).toBe(400);
    expect(halfway.json().fields).toEqual([
      { field: 'attributes.rental_period', message: propertyOfferMessages.saleWithRentalPeriod },
    ]);

    const sold = await send('PATCH', url, buyer, await property(null, { offer: 'sale' }));
    expect(sold.statusCode, sold.body).toBe(200);
    const detail = listingDetail.parse((await detailOf(rental.id)).json());
    expect(detail).toMatchObject({ rental_period: null, parameters: { offer: 'sale' } });
    expect(await offered('rent')).not.toContain(rental.id);
    expect(await offered('sale')).toContain(rental.id);
  });

  it('is repaired in saved listings by migration 0012, after the rental period', async () => {
    const buyer = await signUpBuyer(app());
    const save = async (period: RentalPeriod) =>
      ownerListing.parse((await addListing(buyer, await property(period))).json()).id;
    const [rentalWithoutOffer, rentalSaidSale, saleSaidRent, saleWithoutOffer, agreeing] =
      await Promise.all([save('per_month'), save('per_day'), save(null), save(null), save(null)]);
    // As the editor with two "Offer" fields could leave them.
    const storeParameters = (id: string, parameters: Record<string, unknown>) =>
      app().db.update(listings).set({ parameters }).where(eq(listings.id, id));
    await storeParameters(rentalWithoutOffer!, { year_built: 1998 });
    await storeParameters(rentalSaidSale!, { offer: 'sale' });
    await storeParameters(saleSaidRent!, { offer: 'rent' });
    await storeParameters(saleWithoutOffer!, {});
    const [before] = await app()
      .db.select({ updatedAt: listings.updatedAt })
      .from(listings)
      .where(eq(listings.id, agreeing!));

    const migration = await readFile(
      path.join(migrationsFolder, '0012_property_offer.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await app().db.execute(sql.raw(statement));
    }

    const rows = await app()
      .db.select()
      .from(listings)
      .where(
        inArray(listings.id, [
          rentalWithoutOffer!,
          rentalSaidSale!,
          saleSaidRent!,
          saleWithoutOffer!,
          agreeing!,
        ]),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(rentalWithoutOffer!)).toMatchObject({
      rentalPeriod: 'per_month',
      parameters: { year_built: 1998, offer: 'rent' },
    });
    expect(byId.get(rentalSaidSale!)).toMatchObject({
      rentalPeriod: 'per_day',
      parameters: { offer: 'rent' },
    });
    expect(byId.get(saleSaidRent!)).toMatchObject({
      rentalPeriod: null,
      parameters: { offer: 'sale' },
    });
    expect(byId.get(saleWithoutOffer!)?.parameters).toEqual({ offer: 'sale' });
    expect(byId.get(agreeing!)).toMatchObject({ parameters: { offer: 'sale' }, ...before });
  });
});

describe('copy (similarProduct)', () => {
  it('copies only the details the category asks for, so the copy saves as it is', async () => {
    const cards = (await send('GET', '/api/listings?section=automarket&limit=60')).json().items as {
      id: string;
    }[];
    const details = await Promise.all(
      cards.map(async (card) => listingDetail.parse((await detailOf(card.id)).json())),
    );
    const source = details.find((detail) => 'previous_owners' in detail.parameters);
    expect(source, 'a demo car with a detail its category does not define').toBeDefined();

    const copier = await signUpBuyer(app());
    const copy = await send('POST', `/api/products/me/automarket/${source!.id}/copy`, copier);
    expect(copy.statusCode, copy.body).toBe(200);
    const prefill = listingPrefill.parse(copy.json());
    expect(prefill.listing.parameters).not.toHaveProperty('previous_owners');
    const saved = await addListing(copier, prefill.listing);
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it('fills a new form from a public listing, with picture copies the caller owns', async () => {
    const owner = await signUpSeller(app());
    const [picture] = await uploadPictures(owner, 1);
    const source = await addListing(owner, {
      section: 'catalog',
      draft_state: 'sent',
      title: 'Harbour lantern',
      description: 'Solar lantern.',
      catalog_node_id: await subcategoryOf('catalog'),
      location: berlin,
      media_ids: [picture!],
      attributes: {
        brand: 'Harbour',
        sku: 'HB-L',
        variants: [{ name: 'Small', price: EUR(2_500), quantity: 3 }],
      },
    });
    const sourceId = source.json().id as string;

    const copier = await signUpSeller(app());
    const response = await send('POST', `/api/products/me/catalog/${sourceId}/copy`, copier);
    expect(response.statusCode, response.body).toBe(200);
    const prefill = listingPrefill.parse(response.json());
    expect(prefill.copied_from).toBe(sourceId);
    expect(prefill.listing).toMatchObject({
      section: 'catalog',
      draft_state: 'draft',
      title: 'Harbour lantern',
      attributes: { brand: 'Harbour', variants: [{ name: 'Small', quantity: 3 }] },
    });
    expect(prefill.media).toHaveLength(1);
    expect(prefill.media[0]!.id).not.toBe(picture);
    expect(prefill.listing.media_ids).toEqual([prefill.media[0]!.id]);

    // The prefill is a ready body: saving it makes the copier's own draft.
    const saved = await addListing(copier, prefill.listing);
    expect(saved.statusCode, saved.body).toBe(201);
    expect(ownerListing.parse(saved.json()).media[0]!.url).toBe(prefill.media[0]!.url);

    // Another owner's draft cannot be copied; a wrong division is not found.
    const hidden = await addListing(owner, { section: 'catalog', title: 'Secret draft' });
    const refused = await send('POST', `/api/products/me/catalog/${hidden.json().id}/copy`, copier);
    expect(refused.statusCode).toBe(404);
    const wrongDivision = await send('POST', `/api/products/me/services/${sourceId}/copy`, copier);
    expect(wrongDivision.statusCode).toBe(404);
  });
});

describe('pause and account status', () => {
  it('hides a paused listing from public pages and shows it again when unpaused', async () => {
    const seller = await signUpSeller(app());
    const listing = await publishedProduct(seller);
    const paused = await send('POST', `/api/products/me/catalog/${listing.id}/pause`, seller);
    expect(paused.json().status).toBe('paused');
    expect((await detailOf(listing.id)).statusCode).toBe(404);
    expect(await ownerCards(seller.userId)).toEqual([]);
    const own = ownerListingPage.parse(
      (await send('GET', '/api/products/me/catalog?status=paused', seller)).json(),
    );
    expect(own.items.map((i) => i.id)).toEqual([listing.id]);

    const unpaused = await send('POST', `/api/products/me/catalog/${listing.id}/unpause`, seller);
    expect(unpaused.json().status).toBe('active');
    expect((await detailOf(listing.id)).statusCode).toBe(200);
  });

  it('refuses publishing for a paused account (ACCOUNT_IS_PAUSED) but keeps drafts', async () => {
    const seller = await signUpSeller(app());
    const listing = await publishedProduct(seller);
    await send('POST', `/api/products/me/catalog/${listing.id}/pause`, seller);
    await send('POST', '/api/sellers/me/pause', seller);

    const publish = await addListing(seller, {
      section: 'services',
      draft_state: 'sent',
      title: 'Bike repair',
    });
    expect(publish.statusCode).toBe(403);
    expect(publish.json().error_code).toBe('ACCOUNT_IS_PAUSED');
    expect(
      (await addListing(seller, { section: 'services', title: 'Bike repair' })).statusCode,
    ).toBe(201);
    const unpause = await send('POST', `/api/products/me/catalog/${listing.id}/unpause`, seller);
    expect(unpause.statusCode).toBe(403);
    expect(unpause.json().error_code).toBe('ACCOUNT_IS_PAUSED');
    // The owner still sees everything.
    const own = ownerListingPage.parse(
      (await send('GET', '/api/products/me/catalog', seller)).json(),
    );
    expect(own.items.map((i) => i.id)).toContain(listing.id);
  });
});

describe('administrators', () => {
  it('block a listing: it vanishes from public pages and its owner sees it blocked', async () => {
    const seller = await signUpSeller(app());
    const listing = await publishedProduct(seller, 'Counterfeit watch');

    const blocked = await send('POST', `/api/admin/products/${listing.id}/block`, admin, {
      reason: 'Counterfeit goods',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({
      status: 'blocked',
      blocked_reason: 'Counterfeit goods',
      owner: { id: seller.userId, display_name: 'Harbour Goods GmbH' },
    });
    expect((await detailOf(listing.id)).statusCode).toBe(404);
    expect((await send('GET', `/api/products/${listing.id}/media`)).statusCode).toBe(404);
    expect(await ownerCards(seller.userId)).toEqual([]);

    const own = ownerListingPage.parse(
      (await send('GET', '/api/products/me/catalog', seller)).json(),
    );
    expect(own.items.find((i) => i.id === listing.id)).toMatchObject({
      status: 'blocked',
      blocked_reason: 'Counterfeit goods',
    });
    const unpause = await send('POST', `/api/products/me/catalog/${listing.id}/unpause`, seller);
    expect(unpause.statusCode).toBe(403);
    expect(unpause.json().user_message).toContain('Counterfeit goods');
    // Editing keeps it blocked.
    const edited = await send('PATCH', `/api/products/me/catalog/${listing.id}`, seller, {
      section: 'catalog',
      title: 'Genuine watch',
    });
    expect(edited.json().status).toBe('blocked');

    const list = adminListingPage.parse(
      (
        await send('GET', `/api/admin/products?status=blocked&owner=${seller.userId}`, admin)
      ).json(),
    );
    expect(list.items.map((i) => i.id)).toEqual([listing.id]);

    const unblocked = await send('POST', `/api/admin/products/${listing.id}/unblock`, admin);
    expect(unblocked.json()).toMatchObject({ status: 'active', blocked_reason: null });

    // Both decisions are in the administrators' audit trail, newest first.
    const trail = auditEntryPage.parse(
      (await send('GET', `/api/admin/audit-entries?subject=${listing.id}`, admin)).json(),
    );
    expect(trail.items.map((entry) => [entry.action, entry.after?.['status']])).toEqual([
      ['listing.unblock', 'active'],
      ['listing.block', 'blocked'],
    ]);
    expect(trail.items[1]!.actor.id).toBe(admin.userId);
  });

  it('list every listing filtered by division, status and title words, page by page', async () => {
    const first = adminListingPage.parse(
      (await send('GET', '/api/admin/products?section=food&limit=10', admin)).json(),
    );
    expect(first.items).toHaveLength(10);
    expect(first.items.every((i) => i.section === 'food')).toBe(true);
    const second = adminListingPage.parse(
      (
        await send(
          'GET',
          `/api/admin/products?section=food&limit=10&cursor=${first.next_cursor}`,
          admin,
        )
      ).json(),
    );
    const ids = [...first.items, ...second.items].map((i) => i.id);
    expect(new Set(ids).size).toBe(20);

    const honey = adminListingPage.parse(
      (await send('GET', '/api/admin/products?search=HONEY', admin)).json(),
    );
    expect(honey.items.length).toBeGreaterThan(0);
    expect(honey.items.every((i) => /honey/i.test(i.title))).toBe(true);
  });
});

describe('my listings', () => {
  it('pages through an owner’s listings with disjoint pages and searches their titles', async () => {
    const seller4 = await signIn(app(), 'seller4@demo.bazaar.local', DEMO_PASSWORD);
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/products/me/automarket?limit=4${cursor ? `&cursor=${cursor}` : ''}`;
      const page = ownerListingPage.parse((await send('GET', query, seller4)).json());
      pages.push(page.items.map((i) => i.id));
      cursor = page.next_cursor;
    } while (cursor && pages.length < 50);
    const ids = pages.flat();
    expect(pages.length).toBeGreaterThan(2);
    expect(new Set(ids).size).toBe(ids.length);
    const all = ownerListingPage.parse(
      (await send('GET', '/api/products/me/automarket?limit=60', seller4)).json(),
    );
    expect(ids).toEqual(all.items.map((i) => i.id));

    const search = ownerListingPage.parse(
      (
        await send(
          'GET',
          `/api/products/me/automarket?search=${encodeURIComponent(all.items[0]!.title.split(',')[0]!)}`,
          seller4,
        )
      ).json(),
    );
    expect(search.items.length).toBeGreaterThan(0);
    expect(search.items.every((i) => i.title.startsWith(all.items[0]!.title.split(',')[0]!))).toBe(
      true,
    );
    const none = ownerListingPage.parse(
      (await send('GET', '/api/products/me/automarket?search=100%25_nothing', seller4)).json(),
    );
    expect(none.items).toEqual([]);
  });
});

describe('uploads', () => {
  it('refuses a text file named .png, a too small picture and a non-PDF document', async () => {
    const seller = await signUpSeller(app());
    const text = await upload('media', seller, [
      { name: 'photo.png', type: 'image/png', bytes: Buffer.from('just some text, not a picture') },
    ]);
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ error_code: 'VALIDATION', fields: [{ field: 'files' }] });
    expect(text.json().user_message).toContain('photo.png');

    const small = await upload('media', seller, [
      { name: 'tiny.png', type: 'image/png', bytes: await png(150, 150) },
    ]);
    expect(small.statusCode).toBe(400);
    expect(small.json().user_message).toContain('200×200');

    // One bad file refuses the whole upload.
    const mixed = await upload('media', seller, [
      { name: 'good.png', type: 'image/png', bytes: await png(400, 300) },
      { name: 'bad.png', type: 'image/png', bytes: Buffer.from('nope') },
    ]);
    expect(mixed.statusCode).toBe(400);

    const notPdf = await upload('documents', seller, [
      { name: 'manual.pdf', type: 'application/pdf', bytes: await png(300, 300) },
    ]);
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().fields[0].field).toBe('files');

    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
    );
    const document = await upload('documents', seller, [
      { name: 'Manual <v2>.pdf', type: 'application/pdf', bytes: pdf },
    ]);
    expect(document.statusCode, document.body).toBe(201);
    expect(document.json()).toEqual([
      {
        id: expect.any(String),
        name: 'Manual v2.pdf',
        url: expect.stringMatching(
          /^\/api\/media\/listings\/documents\/[0-9a-f]{2}\/[0-9a-f-]{36}\.pdf$/,
        ),
        size: pdf.length,
      },
    ]);

    const visitor = await app().inject({ method: 'POST', url: '/api/products/me/media' });
    expect(visitor.statusCode).toBe(401);
    expect((await upload('media', admin, [])).statusCode).toBe(403);
  });

  it('limits upload calls per account (429 max_attempts)', async () => {
    const buyer = await signUpBuyer(app());
    for (let call = 0; call < 60; call += 1) {
      expect((await upload('documents', buyer, [])).statusCode).toBe(400);
    }
    const refused = await upload('documents', buyer, []);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_code).toBe('max_attempts');
  });

  it('attaches documents to a listing and shows them on its item page', async () => {
    const buyer = await signUpBuyer(app());
    const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
    const [document] = (
      await upload('documents', buyer, [
        { name: 'floor-plan.pdf', type: 'application/pdf', bytes: pdf },
      ])
    ).json() as { id: string }[];
    const created = await addListing(buyer, {
      section: 'property',
      draft_state: 'sent',
      title: 'Garage in Mitte',
      description: 'Dry, lockable.',
      catalog_node_id: await subcategoryOf('property'),
      price: EUR(9_000),
      location: berlin,
      document_ids: [document!.id],
      attributes: { rooms: 0, area_m2: 15, property_type: 'garage', rental_period: 'per_month' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const documents = await send('GET', `/api/products/${created.json().id}/documents`);
    expect(documents.json()).toEqual([
      expect.objectContaining({ id: document!.id, name: 'floor-plan.pdf', size: pdf.length }),
    ]);
  });

  it('purges pictures nobody saved with a listing after a day, with their files', async () => {
    const seller = await signUpSeller(app());
    const [kept, orphan] = await uploadPictures(seller, 2);
    await addListing(seller, { section: 'services', title: 'Window cleaning', media_ids: [kept!] });
    const rows = await app()
      .db.select()
      .from(listingMedia)
      .where(eq(listingMedia.ownerId, seller.userId));
    const orphanRow = rows.find((r) => r.id === orphan)!;
    await app()
      .db.update(listingMedia)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(listingMedia.ownerId, seller.userId));

    const service = createListingsService({
      repository: createListingsRepository(app().db, {
        catalogPath,
        findCatalogNode,
        forgetComparedListing,
      }),
      pictures: createPicturesService({ storage: testApp.app.mediaStorage }),
      listingParametersOf: async () => [],
      events: app().domainEvents,
      audit: app().audit,
    });
    expect(await service.purgeUnattachedUploads()).toBeGreaterThanOrEqual(2);
    const left = await app()
      .db.select()
      .from(listingMedia)
      .where(eq(listingMedia.ownerId, seller.userId));
    expect(left.map((r) => r.id)).toEqual([kept]);
    expect(existsSync(mediaFile(orphanRow.url))).toBe(false);
    expect(existsSync(mediaFile(orphanRow.thumbnailUrl))).toBe(false);
    expect(existsSync(mediaFile(rows.find((r) => r.id === kept)!.url))).toBe(true);
  });
});

describe('owner pages', () => {
  it('shows a seller by the name they chose and hides paused accounts', async () => {
    const seller = await signUpSeller(app());
    await send('POST', '/api/sellers/me/pause', seller);
    expect((await send('GET', `/api/owners/${seller.userId}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/owners/${admin.userId}`)).statusCode).toBe(404);
  });
});
