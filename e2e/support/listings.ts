import {
  ownerListing,
  ownerListingPage,
  type ListingInputBody,
  type MarketplaceSection,
  type OwnerListing,
  type OwnerListingRow,
} from '@bazaar/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { type Account } from './accounts';
import { bearer } from './api';

/** What each division asks of a published listing besides title, price, place and category. */
const PUBLISHED_ATTRIBUTES: Record<MarketplaceSection, Record<string, unknown>> = {
  catalog: { brand: 'Harbour', sku: 'HB-100' },
  'flea-market': { condition: 'good' },
  services: { duration_minutes: 60, service_area: { zip_code: '10115', radius_km: 10 } },
  food: { unit: 'g', weight_or_volume: 500, allergens: [] },
  automarket: {
    make: 'Volkswagen',
    model: 'Golf',
    year: 2019,
    mileage_km: 48_000,
    fuel: 'petrol',
    transmission: 'manual',
  },
  property: { rental_period: 'per_month', rooms: 2, area_m2: 58, property_type: 'apartment' },
};

/** A category of the division, deepest first (a published listing needs one). */
async function categoryOf(
  request: APIRequestContext,
  section: MarketplaceSection,
): Promise<string> {
  const response = await request.get(`/api/catalog/nodes?section=${section}`);
  expect(response.status()).toBe(200);
  const { nodes } = (await response.json()) as { nodes: { id: string; level: string }[] };
  const leaf =
    nodes.find((node) => node.level === 'subcategory') ??
    nodes.find((node) => node.level === 'category');
  expect(leaf, `a category of ${section}`).toBeDefined();
  return leaf!.id;
}

/**
 * Publishes a listing of `owner`'s through the api, as its editor would, with what its division
 * asks for; `overrides` replace whole fields (`draft_state: 'draft'` keeps it a draft). A journey
 * that buys, books or moderates works on listings of its own sellers, not the demo sellers'.
 */
export async function publishListing(
  request: APIRequestContext,
  owner: Pick<Account, 'token'>,
  section: MarketplaceSection,
  overrides: Partial<ListingInputBody> = {},
): Promise<OwnerListing> {
  const body = {
    section,
    draft_state: 'sent',
    title: `Journey listing ${Date.now().toString(36)}`,
    description: 'Listed by a browser journey.',
    catalog_node_id: await categoryOf(request, section),
    price: { amount_minor: 4_500, currency: 'EUR' },
    quantity: 5,
    location: { zip_code: '10115', city: 'Berlin', latitude: 52.5323, longitude: 13.3846 },
    attributes: PUBLISHED_ATTRIBUTES[section],
    ...overrides,
  } as ListingInputBody;
  const response = await request.post(`/api/products/me/${section}`, {
    headers: bearer(owner.token),
    data: body,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ownerListing.parse(await response.json());
}

/**
 * The owner's listings of a division whose titles have `search`'s words, as "Manage My Listings"
 * lists them: for polling what happens to them meanwhile (an import, a platform's webhook).
 */
export async function ownListings(
  request: APIRequestContext,
  owner: Pick<Account, 'token'>,
  section: MarketplaceSection,
  search: string,
): Promise<OwnerListingRow[]> {
  const response = await request.get(
    `/api/products/me/${section}?${new URLSearchParams({ search, limit: '50' })}`,
    { headers: bearer(owner.token) },
  );
  expect(response.status(), await response.text()).toBe(200);
  return ownerListingPage.parse(await response.json()).items;
}

/**
 * Resolves when the page has the owner's listing its editor asks the api for once it is on the
 * edit address: the form shows after this answer, however long the api takes for it.
 */
export function ownListingLoaded(
  page: Page,
  section: MarketplaceSection,
  id: string,
): Promise<unknown> {
  return page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api/products/me/${section}/${id}` &&
      response.request().method() === 'GET',
  );
}
