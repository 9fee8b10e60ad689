import { ownerListing, type ListingInputBody, type OwnerListing } from '@bazaar/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app';
import { catalogNodes, listingMedia, listings } from '../db/schema';
import { bearer, type SignedIn } from './accounts';

/**
 * Listings for the tests of what buyers keep (comparison, favorites): published through the
 * api where the flow matters, inserted directly where only their number does.
 */

/** A Shop Hub subcategory (installed with the catalog, also without demo data). */
export async function shopHubSubcategory(app: App): Promise<{ id: string; name: string }> {
  const [node] = await app.db
    .select({ id: catalogNodes.id, name: catalogNodes.name })
    .from(catalogNodes)
    .where(and(eq(catalogNodes.section, 'catalog'), eq(catalogNodes.level, 'subcategory')))
    .limit(1);
  return node!;
}

/** The edit form of a published Shop Hub product; `overrides` replace whole fields. */
export async function productForm(
  app: App,
  overrides: Partial<ListingInputBody> = {},
): Promise<ListingInputBody> {
  return {
    section: 'catalog',
    draft_state: 'sent',
    title: 'Harbour trail shoe',
    description: 'A light trail running shoe with a grippy sole.',
    catalog_node_id: (await shopHubSubcategory(app)).id,
    price: { amount_minor: 8_999, currency: 'EUR' },
    quantity: 5,
    location: { zip_code: '10115', city: 'Berlin', latitude: 52.5323, longitude: 13.3846 },
    parameters: { colour: 'Blue' },
    attributes: { brand: 'Harbour', sku: 'HB-100' },
    ...overrides,
  } as ListingInputBody;
}

/** Adds a product through the api as `seller` (published unless the form says draft). */
export async function addProduct(
  app: App,
  seller: SignedIn,
  overrides: Partial<ListingInputBody> = {},
): Promise<OwnerListing> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/products/me/catalog',
    headers: bearer(seller.token),
    payload: await productForm(app, overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return ownerListing.parse(response.json());
}

/** Saves the whole edit form of a product through the api, as its owner would. */
export async function editProduct(
  app: App,
  seller: SignedIn,
  id: string,
  overrides: Partial<ListingInputBody>,
): Promise<OwnerListing> {
  const response = await app.inject({
    method: 'PATCH',
    url: `/api/products/me/catalog/${id}`,
    headers: bearer(seller.token),
    payload: await productForm(app, overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return ownerListing.parse(response.json());
}

/** Pauses one of the seller's products through the api (off the public pages). */
export async function pauseProduct(app: App, seller: SignedIn, id: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/products/me/catalog/${id}/pause`,
    headers: bearer(seller.token),
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** `count` published products of `ownerId`, written straight to the database; their ids. */
export async function insertPublishedProducts(
  app: App,
  ownerId: string,
  count: number,
): Promise<string[]> {
  const now = new Date();
  const rows = await app.db
    .insert(listings)
    .values(
      Array.from({ length: count }, (_, i) => ({
        ownerId,
        section: 'catalog' as const,
        title: `Harbour lantern no. ${i + 1}`,
        priceMinor: 1_000 + i,
        currency: 'EUR',
        draftState: 'sent' as const,
        publishedAt: now,
      })),
    )
    .returning({ id: listings.id });
  return rows.map((row) => row.id);
}

/** Attaches a picture (a row only, no file) to a listing at `position`. */
export async function attachPicture(
  app: App,
  listing: { id: string; ownerId: string },
  url: string,
  position: number,
): Promise<void> {
  await app.db.insert(listingMedia).values({
    ownerId: listing.ownerId,
    listingId: listing.id,
    position,
    url,
    thumbnailUrl: url.replace('.webp', '-thumb.webp'),
    alt: `Picture ${position + 1}`,
  });
}
