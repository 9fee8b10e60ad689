import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  encodeFilters,
  listingDetail,
  ownerListing,
  ownerListingPage,
  propertyOfferMessages,
  showroomListingPage,
  validationMessages,
  type ListingInputBody,
  type PropertyOffer,
} from '@bazaar/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { migrationsFolder } from '../../paths';
import { signUpBuyer, signUpSeller } from '../../test/accounts';
import { berlin, EUR, listingsTestApp } from './listings.test-kit';

const { app, send, subcategoryOf, addListing, detailOf } = listingsTestApp();

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
