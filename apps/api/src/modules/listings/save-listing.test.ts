import { existsSync } from 'node:fs';
import {
  listingDetail,
  listingPrefill,
  ownerListing,
  publicOwnerProfile,
  validationMessages,
  type ListingInputBody,
} from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { listingMedia } from '../../db/schema';
import { signUpBuyer, signUpSeller } from '../../test/accounts';
import { berlin, EUR, listingsTestApp, required } from './listings.test-kit';

const { app, send, uploadPictures, subcategoryOf, addListing, detailOf, ownerCards, mediaFile } =
  listingsTestApp();

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
