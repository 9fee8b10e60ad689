import { randomUUID } from 'node:crypto';
import {
  catalogTree,
  divisions,
  IDEMPOTENCY_KEY_HEADER,
  listingCardPage,
  type ListingCard,
} from '@bazaar/contracts';
import {
  benchEmail,
  insertBuyers,
  signIn,
  signInAll,
  signUp,
  withDatabase,
} from './bench-accounts';
import type { Flow } from './flow-load';

/**
 * The marketplace as the load scenarios of issue 22 use it (the production shape, through nginx):
 * the demo data's pages for signed-out visitors, and bench buyers who add to carts, check out,
 * reserve service slots and write in chats. Everything is prepared from outside (ADR 0044): the
 * buyers and their conversations in SQL, the rest through the api as its owners would.
 */

const DEMO_PASSWORD = 'bazaar-demo-2026';
const DEMO_SELLERS = [1, 2, 3, 4].map((n) => `seller${n}@demo.bazaar.local`);
const TEMPLATE_EMAIL = 'shopper-template@bench.test';
const PREFIX = 'shopper';
/** Seats of each slot made for the bench: the most a slot may have. */
const SEATS_PER_SLOT = 500;
/** Stock the bench gives every product it buys, so no checkout runs out. */
const BENCH_STOCK = 100_000_000;
const DELIVERY_ADDRESS = { street: 'Benchstraße 1', zip_code: '10115', city: 'Berlin' };

export interface Shopper {
  id: string;
  email: string;
  token: string;
  /** Its conversation with the next shopper (every shopper has one). */
  conversationId: string;
}

export interface Product {
  id: string;
  sellerId: string;
}

export interface Marketplace {
  /** Signed-out page paths through the web: sections, item pages, searches. */
  sectionPaths: string[];
  itemPaths: string[];
  searchPaths: string[];
  shoppers: Shopper[];
  /** Products of the cart divisions without variants, with stock for any run. */
  products: Product[];
  /** Open slots of demo services, each with SEATS_PER_SLOT seats. */
  slotIds: string[];
  /** An administrator's access token. */
  adminToken: string;
}

export interface PrepareOptions {
  shoppers: number;
  slots: number;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function getJson(url: string, token?: string): Promise<unknown> {
  const response = await fetch(url, { headers: token ? bearer(token) : {} });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

async function sendJson(
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
  token: string,
): Promise<Response> {
  return fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  });
}

/** Every public listing of a division, newest first, through the browse call. */
async function listingsOf(url: string, section: string, owner?: string): Promise<ListingCard[]> {
  const query = `section=${section}&limit=60${owner ? `&owner=${owner}` : ''}`;
  const cards: ListingCard[] = [];
  let cursor: string | null = null;
  do {
    const page = listingCardPage.parse(
      await getJson(
        `${url}/api/listings?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      ),
    );
    cards.push(...page.items);
    cursor = page.next_cursor ?? null;
  } while (cursor);
  return cards;
}

async function pagePaths(url: string) {
  const sectionPaths: string[] = [];
  const itemPaths: string[] = [];
  const words = new Set<string>();
  for (const division of divisions) {
    const tree = catalogTree.parse(
      await getJson(`${url}/api/catalog/nodes?section=${division.section}`),
    );
    for (const node of tree.nodes.filter((entry) => entry.level === 'section')) {
      sectionPaths.push(`/${division.routeWord}/${node.slug}`);
    }
    for (const card of await listingsOf(url, division.section)) {
      itemPaths.push(`/${division.routeWord}/item/${card.id}`);
      for (const word of card.title.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
        if (word.length >= 4) words.add(word);
      }
    }
  }
  // Whole words and their first letters, as people type them.
  const terms = [...words].slice(0, 60).flatMap((word) => [word, word.slice(0, 4)]);
  const searchPaths = [...new Set(terms)].map(
    (term) => `/search?search=${encodeURIComponent(term)}`,
  );
  return { sectionPaths, itemPaths, searchPaths };
}

/**
 * Shoppers `shopper-1…N` inserted in SQL with one signed-up account's password hash, each with a
 * conversation with the next (about a listing id no listing has: sending a text does not read
 * the subject), signed in through `url`.
 */
async function prepareShoppers(
  url: string,
  databaseUrl: string,
  count: number,
): Promise<Shopper[]> {
  await signUp(url, TEMPLATE_EMAIL, { first: 'Bench', last: 'Shopper' });
  const conversations = await withDatabase(databaseUrl, async (db) => {
    await insertBuyers(db, TEMPLATE_EMAIL, PREFIX, 'Shopper', count);
    const { rows } = await db.query<{ id: string; low: string; high: string }>(
      `insert into chat_conversations (subject_kind, subject_id, low_party_id, high_party_id, started_by)
       select 'listing', gen_random_uuid(), least(a.id, b.id), greatest(a.id, b.id), a.id
       from generate_series(1, $1::int) as n
       join users a on a.email = $2 || '-' || n || '@bench.test'
       join users b on b.email = $2 || '-' || (n % $1 + 1) || '@bench.test'
       where n % 2 = 1
       returning id, low_party_id as low, high_party_id as high`,
      [count, PREFIX],
    );
    return rows;
  });
  const conversationOf = new Map<string, string>();
  for (const row of conversations) {
    conversationOf.set(row.low, row.id);
    conversationOf.set(row.high, row.id);
  }
  const emails = Array.from({ length: count }, (_, index) => benchEmail(PREFIX, index + 1));
  const sessions = await signInAll(url, emails);
  return sessions.map((session, index) => ({
    id: session.userId,
    email: emails[index]!,
    token: session.token,
    conversationId: conversationOf.get(session.userId)!,
  }));
}

/** The cart divisions' products without variants, given stock enough for any run (in SQL). */
async function prepareProducts(databaseUrl: string): Promise<Product[]> {
  return withDatabase(databaseUrl, async (db) => {
    const { rows } = await db.query<{ id: string; owner_id: string }>(
      `update listings l set quantity = $1
       where section in ('catalog', 'food') and status = 'active' and draft_state = 'sent'
         and price_minor is not null
         and not exists (select 1 from listing_variants v where v.listing_id = l.id)
       returning id, owner_id`,
      [BENCH_STOCK],
    );
    if (rows.length === 0) throw new Error('The demo data has no product to buy.');
    return rows.map((row) => ({ id: row.id, sellerId: row.owner_id }));
  });
}

/**
 * `count` slots of SEATS_PER_SLOT seats on the demo sellers' Services listings, made through the
 * api as their providers would: a schedule in UTC with instant confirmation, then hourly slots
 * from tomorrow on.
 */
async function prepareSlots(url: string, count: number): Promise<string[]> {
  const listings: { id: string; token: string }[] = [];
  for (const email of DEMO_SELLERS) {
    const { token, userId } = await signIn(url, email, DEMO_PASSWORD);
    for (const card of await listingsOf(url, 'services', userId)) {
      const schedule = await sendJson(
        'PUT',
        `${url}/api/services/${card.id}/schedule`,
        {
          time_zone: 'UTC',
          weekly_hours: [],
          exceptions: [],
          slot_minutes: 60,
          buffer_minutes: 0,
          seats_per_slot: SEATS_PER_SLOT,
          lead_time_hours: 0,
          horizon_days: 60,
          cancellation_window_hours: 0,
          confirmation: 'instant',
        },
        token,
      );
      if (!schedule.ok) throw new Error(`A schedule answered ${schedule.status}`);
      listings.push({ id: card.id, token });
    }
  }
  if (listings.length === 0) throw new Error('The demo data has no Services listing.');
  const tomorrow = new Date();
  tomorrow.setUTCHours(0, 0, 0, 0);
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
  const slotIds: string[] = [];
  for (let n = 0; slotIds.length < count; n += 1) {
    const listing = listings[n % listings.length]!;
    const hour = Math.floor(n / listings.length);
    const startsAt = new Date(tomorrow.getTime() + hour * 3_600_000);
    const created = await sendJson(
      'POST',
      `${url}/api/services/${listing.id}/slots`,
      {
        starts_at: startsAt.toISOString(),
        ends_at: new Date(startsAt.getTime() + 3_600_000).toISOString(),
        seats: SEATS_PER_SLOT,
      },
      listing.token,
    );
    if (created.status !== 201) {
      throw new Error(`Making a slot answered ${created.status}: ${await created.text()}`);
    }
    slotIds.push(((await created.json()) as { id: string }).id);
  }
  return slotIds;
}

/** Everything the flows need, on a shape freshly seeded with the demo data. */
export async function prepareMarketplace(
  url: string,
  databaseUrl: string,
  options: PrepareOptions,
): Promise<Marketplace> {
  const started = Date.now();
  const pages = await pagePaths(url);
  const shoppers = await prepareShoppers(url, databaseUrl, options.shoppers);
  const products = await prepareProducts(databaseUrl);
  const slotIds = await prepareSlots(url, options.slots);
  const adminToken = (await signIn(url, 'admin@demo.bazaar.local', DEMO_PASSWORD)).token;
  console.log(
    `Prepared in ${((Date.now() - started) / 1000).toFixed(0)} s: ${pages.sectionPaths.length} section pages, ${pages.itemPaths.length} item pages, ${pages.searchPaths.length} searches, ${shoppers.length} shoppers in ${shoppers.length / 2} conversations, ${products.length} products, ${slotIds.length} slots of ${SEATS_PER_SLOT} seats`,
  );
  return { ...pages, shoppers, products, slotIds, adminToken };
}

/**
 * Loads each page once on each web instance (its own address, not through nginx, which would
 * send each page to one of them), a few at a time, so a measurement starts from the web's page
 * caches as a site in use has them rather than from a cold start.
 */
export async function primePages(webUrls: readonly string[], paths: readonly string[]) {
  const loads = webUrls.flatMap((url) => paths.map((path) => `${url}${path}`));
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < loads.length) {
        const response = await fetch(loads[next++]!);
        await response.arrayBuffer();
      }
    }),
  );
}

/** The signed-out pages the web keeps in its page cache, by the name of their flow. */
export const cachedPagesOf = (marketplace: Marketplace): Record<string, string[]> => ({
  'section page': marketplace.sectionPaths,
  'item page': marketplace.itemPaths,
});

/** Round-robin over a list, shared by all connections of a flow. */
function rotation<T>(items: readonly T[]): () => T {
  let next = 0;
  return () => items[next++ % items.length]!;
}

/** A signed-out page load through the web: its paths in turn. */
export function pageFlow(name: string, paths: readonly string[]): Flow<Record<string, never>> {
  const nextPath = rotation(paths);
  return {
    name,
    start: () => ({}),
    steps: [{ method: 'GET', measured: true, build: () => ({ path: nextPath() }) }],
  };
}

interface CartState {
  shopper: Shopper;
  product: Product;
  key: string;
}

/** Pairs of shopper and product, so successive adds spread over accounts and sellers. */
function cartRotation(
  shoppers: readonly Shopper[],
  products: readonly Product[],
): () => { shopper: Shopper; product: Product } {
  let n = 0;
  return () => {
    const index = n++;
    return {
      shopper: shoppers[index % shoppers.length]!,
      // The product moves on once per round of shoppers, so a shopper's adds differ.
      product: products[(index + Math.floor(index / shoppers.length)) % products.length]!,
    };
  };
}

function addToCartStep(measured: boolean) {
  return {
    method: 'POST' as const,
    measured,
    build: (state: CartState) => ({
      path: '/api/carts/items',
      headers: { ...bearer(state.shopper.token), [IDEMPOTENCY_KEY_HEADER]: state.key },
      body: { product_id: state.product.id, quantity: 1 },
    }),
  };
}

/**
 * A shopper adds a product to the cart (`POST /api/carts/items`), then empties it (not measured),
 * so a long run's carts stay the size of a real one instead of growing with every add. It takes
 * the first half of the shoppers; the checkout flow takes the other half, whose carts it empties.
 */
export function addToCartFlow(marketplace: Marketplace): Flow<CartState> {
  const next = cartRotation(firstHalf(marketplace.shoppers), marketplace.products);
  return {
    name: 'add to cart',
    start: () => ({ ...next(), key: randomUUID() }),
    steps: [
      addToCartStep(true),
      {
        method: 'DELETE',
        measured: false,
        build: (state) => ({ path: '/api/carts', headers: bearer(state.shopper.token) }),
      },
    ],
  };
}

const firstHalf = <T>(list: readonly T[]) => list.slice(0, Math.ceil(list.length / 2));
const secondHalf = <T>(list: readonly T[]) => list.slice(Math.ceil(list.length / 2));

interface CheckoutState extends CartState {
  checkoutKey: string;
}

/**
 * A shopper adds a product, then checks out that seller's cart with delivery
 * (`POST /api/carts/{sellerId}/checkout`); only the checkout is measured.
 */
export function checkoutFlow(marketplace: Marketplace): Flow<CheckoutState> {
  const next = cartRotation(secondHalf(marketplace.shoppers), marketplace.products);
  return {
    name: 'checkout',
    start: () => ({ ...next(), key: randomUUID(), checkoutKey: randomUUID() }),
    steps: [
      addToCartStep(false),
      {
        method: 'POST',
        measured: true,
        build: (state) => ({
          path: `/api/carts/${state.product.sellerId}/checkout`,
          headers: { ...bearer(state.shopper.token), [IDEMPOTENCY_KEY_HEADER]: state.checkoutKey },
          body: {
            contact: { name: 'Bench Shopper', email: state.shopper.email },
            fulfilment: 'delivery',
            delivery_address: DELIVERY_ADDRESS,
          },
        }),
      },
    ],
  };
}

interface ReservationState {
  shopper: Shopper;
  slotId: string;
  key: string;
}

/** A shopper reserves a seat of a slot (`POST /api/services/slots/{id}/reservations`). */
export function reservationFlow(marketplace: Marketplace): Flow<ReservationState> {
  const nextShopper = rotation(marketplace.shoppers);
  const nextSlot = rotation(marketplace.slotIds);
  return {
    name: 'reservation',
    start: () => ({ shopper: nextShopper(), slotId: nextSlot(), key: randomUUID() }),
    steps: [
      {
        method: 'POST',
        measured: true,
        build: (state) => ({
          path: `/api/services/slots/${state.slotId}/reservations`,
          headers: bearer(state.shopper.token),
          body: { seats: 1, note: '', idempotency_key: state.key },
        }),
      },
    ],
  };
}

interface ChatState {
  shopper: Shopper;
  clientId: string;
}

/** A shopper writes in its conversation (`POST /api/chat/conversations/{id}/messages`). */
export function chatMessageFlow(marketplace: Marketplace): Flow<ChatState> {
  const nextShopper = rotation(marketplace.shoppers);
  return {
    name: 'chat message',
    start: () => ({ shopper: nextShopper(), clientId: randomUUID() }),
    steps: [
      {
        method: 'POST',
        measured: true,
        build: (state) => ({
          path: `/api/chat/conversations/${state.shopper.conversationId}/messages`,
          headers: bearer(state.shopper.token),
          body: {
            kind: 'text',
            client_id: state.clientId,
            text: `Bench message ${state.clientId}`,
          },
        }),
      },
    ],
  };
}

/** The seven flows of the issue, by name. */
export function marketplaceFlows(marketplace: Marketplace) {
  return [
    pageFlow('section page', marketplace.sectionPaths),
    pageFlow('item page', marketplace.itemPaths),
    pageFlow('cross-search', marketplace.searchPaths),
    addToCartFlow(marketplace),
    checkoutFlow(marketplace),
    reservationFlow(marketplace),
    chatMessageFlow(marketplace),
  ];
}
