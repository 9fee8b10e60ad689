import { DateTime } from 'luxon';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  cartList,
  comparisonList,
  conversationPage,
  prepayBalance,
  prepayHistoryPage,
  ESHOP_REMOVED_BY_PLATFORM,
  euAllergens,
  favoritePage,
  listingParameters,
  marketplaceSections,
  notificationCodes,
  notificationList,
  notificationText,
  offerOfRentalPeriod,
  opensRemovedByPlatformModal,
  orderPage,
  orderStatuses,
  publishedAttributesBySection,
  removedByPlatformMetadata,
  statedPropertyOffer,
  type OrderStatus,
  serviceSlotList,
} from '@bazaar/contracts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../lib/password';
import { bearer, signIn } from '../test/accounts';
import { catalogPathKey } from '../modules/catalog/catalog-structure';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createCatalogRepository } from '../modules/catalog/catalog.repository';
import { createCatalogService } from '../modules/catalog/catalog.service';
import {
  catalogNodes,
  geoPoints,
  listingMedia,
  listings,
  listingVariants,
  notifications,
  orderItems,
  orders,
  sellerProfiles,
  users,
  reservations,
  sellerRatings,
  serviceSchedules,
} from '../db/schema';
import { planDemoActivity } from './activity';
import { DEMO_PASSWORD, demoPeople, seedDemoDataIfEmpty } from './index';
import { planDemoMarketplace } from './plan';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});

afterAll(async () => {
  await testApp?.close();
});

const db = () => testApp.app.db;

/** The demo plan for this database's catalog nodes; its listings and stock do not depend on `now`. */
async function demoPlanAt(now: Date) {
  const hashes = new Map(demoPeople.map((person) => [person.email, 'hash'] as const));
  const nodes = await db().select().from(catalogNodes);
  const namesOf = (id: string | null): string[] => {
    const node = nodes.find((n) => n.id === id);
    return node ? [...namesOf(node.parentId), node.name] : [];
  };
  const catalogNodeIds = new Map(
    nodes.map((node) => [catalogPathKey(node.section, namesOf(node.id)), node.id]),
  );
  return planDemoMarketplace({ now, passwordHashes: hashes, catalogNodeIds });
}

/** The demo accounts' ids by the local part of their email (buyer1, seller2, …). */
async function demoAccountIds(): Promise<Map<string, string>> {
  const rows = await db().select({ id: users.id, email: users.email }).from(users);
  return new Map(rows.map((row) => [row.email.split('@')[0]!, row.id]));
}

/** Orders that hold their stock: placed and accepted ones reserve it, fulfilled ones sold it. */
const HOLDING_STOCK: readonly OrderStatus[] = ['placed', 'accepted', 'fulfilled'];

describe('demo seed', () => {
  it('creates at least 200 active, published listings in all six divisions', async () => {
    const rows = await db()
      .select({ section: listings.section, value: count() })
      .from(listings)
      .where(sql`${listings.status} = 'active' and ${listings.draftState} = 'sent'`)
      .groupBy(listings.section);
    const total = rows.reduce((sum, row) => sum + row.value, 0);
    expect(total).toBeGreaterThanOrEqual(200);
    expect(rows.map((r) => r.section).sort()).toEqual([...marketplaceSections].sort());
    for (const row of rows) expect(row.value).toBeGreaterThanOrEqual(30);
  });

  it('creates sellers with business names, buyers, an admin and a super admin', async () => {
    const accounts = await db()
      .select({ type: users.accountType, value: count() })
      .from(users)
      .groupBy(users.accountType);
    const byType = Object.fromEntries(accounts.map((a) => [a.type, a.value]));
    expect(byType).toEqual({ SELLER: 4, BUYER: 5, ADMIN: 1, SUPER_ADMIN: 1 });
    const [blocked] = await db()
      .select()
      .from(users)
      .where(eq(users.email, 'blocked@demo.bazaar.local'));
    expect(blocked).toMatchObject({
      status: 'blocked',
      blockedReason: 'Repeated reports of fake listings',
    });
    const profiles = await db().select().from(sellerProfiles);
    expect(profiles).toHaveLength(4);
    expect(profiles.every((p) => p.businessName && p.accountName)).toBe(true);
    expect(profiles.some((p) => p.businessNameAsAccountName)).toBe(true);
    expect(profiles.some((p) => !p.businessNameAsAccountName)).toBe(true);
  });

  it('gives every demo account the demo password, hashed with argon2id', async () => {
    const [admin] = await db()
      .select()
      .from(users)
      .where(eq(users.email, 'admin@demo.bazaar.local'));
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+)/);
    const [, memory, time] = /m=(\d+),t=(\d+)/.exec(admin!.passwordHash)!;
    expect(Number(memory)).toBeGreaterThanOrEqual(19_456);
    expect(Number(time)).toBeGreaterThanOrEqual(2);
    expect(await verifyPassword(admin!.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, 'wrong')).toBe(false);
  });

  it('builds a catalog tree of sections, categories and subcategories for every division', async () => {
    const nodes = await db().select().from(catalogNodes);
    const byId = new Map(nodes.map((n) => [n.id, n]));
    for (const section of marketplaceSections) {
      const levels = new Set(nodes.filter((n) => n.section === section).map((n) => n.level));
      expect([...levels].sort()).toEqual(['category', 'section', 'subcategory']);
    }
    for (const node of nodes) {
      const parent = node.parentId ? byId.get(node.parentId) : undefined;
      if (node.level === 'section') expect(node.parentId).toBeNull();
      if (node.level === 'category') expect(parent?.level).toBe('section');
      if (node.level === 'subcategory') expect(parent?.level).toBe('category');
      if (parent) expect(parent.section).toBe(node.section);
    }
    const smartphones = nodes.find((n) => n.name === 'Smartphones');
    expect(byId.get(smartphones!.parentId!)?.name).toBe('Phones');
  });

  it('prices, places and pictures every listing', async () => {
    const rows = await db().select().from(listings);
    for (const listing of rows) {
      expect(listing.priceMinor).toBeGreaterThan(0);
      expect(listing.currency).toBe('EUR');
      expect(listing.city).toBeTruthy();
      expect(listing.zipCode).toMatch(/^\d{5}$/);
      expect(listing.latitude).toBeGreaterThan(47);
      expect(listing.catalogNodeId).toBeTruthy();
      expect(Object.keys(listing.attributes).length).toBeGreaterThan(0);
    }
    expect(rows.some((l) => l.section === 'property' && l.rentalPeriod === 'per_month')).toBe(true);
    expect(rows.some((l) => l.quantity === 0)).toBe(true);
    expect(rows.some((l) => l.negotiable)).toBe(true);
    const ages = rows.map((l) => Date.now() - l.createdAt.getTime());
    expect(Math.max(...ages)).toBeLessThanOrEqual(61 * 86_400_000);

    const pictures = await db()
      .select({ listingId: listingMedia.listingId, value: count() })
      .from(listingMedia)
      .groupBy(listingMedia.listingId);
    expect(pictures).toHaveLength(rows.length);
    for (const p of pictures) expect(p.value).toBeGreaterThanOrEqual(1);
    for (const p of pictures) expect(p.value).toBeLessThanOrEqual(3);
  });

  it('gives every listing the published attributes of its division', async () => {
    const rows = await db().select().from(listings);
    const variants = await db().select().from(listingVariants);
    for (const listing of rows) {
      const attributes = {
        ...listing.attributes,
        ...(listing.section === 'catalog'
          ? {
              variants: variants
                .filter((v) => v.listingId === listing.id)
                .map((v) => ({
                  name: v.name,
                  sku: v.sku,
                  price: { amount_minor: v.priceMinor, currency: v.currency },
                  quantity: v.quantity,
                })),
            }
          : {}),
        ...(listing.section === 'property' ? { rental_period: listing.rentalPeriod } : {}),
      };
      const parsed = publishedAttributesBySection[listing.section].safeParse(attributes);
      expect(parsed.error?.issues ?? [], `${listing.section} ${listing.title}`).toEqual([]);
      expect(listingParameters.safeParse(listing.parameters).success).toBe(true);
    }

    // Some Shop Hub products have variants; the product shows the lowest price and total stock.
    const withVariants = new Set(variants.map((v) => v.listingId));
    expect(withVariants.size).toBeGreaterThan(5);
    for (const id of withVariants) {
      const own = variants.filter((v) => v.listingId === id);
      const product = rows.find((l) => l.id === id)!;
      expect(product.section).toBe('catalog');
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(product.priceMinor).toBe(Math.min(...own.map((v) => v.priceMinor)));
      expect(product.quantity).toBe(own.reduce((sum, v) => sum + v.quantity, 0));
    }
    const food = rows.filter((l) => l.section === 'food');
    const allergens = food.flatMap((l) => l.attributes['allergens'] as string[]);
    expect(allergens.length).toBeGreaterThan(0);
    expect(allergens.every((a) => (euAllergens as readonly string[]).includes(a))).toBe(true);
    const property = rows.filter((l) => l.section === 'property');
    expect(property.some((l) => l.rentalPeriod === null)).toBe(true);
    expect(property.some((l) => l.rentalPeriod === 'per_day')).toBe(true);
  });

  it("states every Property listing's offer, agreeing with its rental period", async () => {
    const property = await db().select().from(listings).where(eq(listings.section, 'property'));
    expect(property.length).toBeGreaterThan(0);
    for (const listing of property) {
      const parameters = listingParameters.parse(listing.parameters);
      expect(statedPropertyOffer(parameters), listing.title).toBe(
        offerOfRentalPeriod(listing.rentalPeriod),
      );
    }
  });

  it('places every listing at a postal code of the geo data set, with its coordinates', async () => {
    const rows = await db().select().from(listings);
    const points = new Map((await db().select().from(geoPoints)).map((p) => [p.zipCode, p]));
    for (const listing of rows) {
      const point = points.get(listing.zipCode!);
      expect(point, listing.zipCode!).toBeDefined();
      expect(listing.city).toBe(point!.city);
      expect(listing.latitude).toBeCloseTo(point!.latitude, 4);
      expect(listing.longitude).toBeCloseTo(point!.longitude, 4);
    }
  });

  it('gives listings only values their catalog parameters offer, so filters find them', async () => {
    const rows = await db().select().from(listings);
    const catalog = createCatalogService(createCatalogRepository(db()));
    const scopes = new Map<string, Awaited<ReturnType<typeof catalog.filterScope>>>();
    let checked = 0;
    for (const listing of rows) {
      const key = `${listing.section}/${listing.catalogNodeId}`;
      if (!scopes.has(key)) {
        scopes.set(key, await catalog.filterScope(listing.section, listing.catalogNodeId!));
      }
      for (const definition of scopes.get(key)!.definitions) {
        const value = listing[definition.source][definition.key];
        if (value === undefined) continue;
        checked += 1;
        const label = `${listing.title}: ${definition.key}=${JSON.stringify(value)}`;
        if (definition.type === 'c') expect(typeof value, label).toBe('boolean');
        if (definition.type === 'range') {
          expect(typeof value, label).toBe('number');
          if (definition.min !== null) expect(value, label).toBeGreaterThanOrEqual(definition.min);
          if (definition.max !== null) expect(value, label).toBeLessThanOrEqual(definition.max);
        }
        if (definition.type === 's' || definition.type === 'm') {
          const options = definition.options.map((option) => option.value);
          for (const one of Array.isArray(value) ? value : [value]) {
            expect(options, label).toContain(String(one));
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(rows.length);
  });

  it('gives every picture an owner and a thumbnail', async () => {
    const media = await db()
      .select({ media: listingMedia, ownerId: listings.ownerId })
      .from(listingMedia)
      .innerJoin(listings, eq(listings.id, listingMedia.listingId));
    expect(media.length).toBeGreaterThan(200);
    for (const { media: picture, ownerId } of media) {
      expect(picture.ownerId).toBe(ownerId);
      expect(picture.thumbnailUrl).toMatch(/^\/api\/media\/seed\/.+\.svg$/);
    }
  });

  it('writes the pictures as SVG files and serves them under /api/media with safe headers', async () => {
    const [media] = await db().select().from(listingMedia).limit(1);
    expect(media?.url).toMatch(/^\/api\/media\/seed\/.+\.svg$/);
    const file = path.join(testApp.config.uploadsDir, media!.url.replace('/api/media/', ''));
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain('<svg');

    const response = await testApp.app.inject({ url: media!.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');

    const escape = await testApp.app.inject({ url: '/api/media/..%2f..%2fpackage.json' });
    expect([403, 404]).toContain(escape.statusCode);
    expect(escape.json()).toMatchObject({ status: escape.statusCode });
    expect(escape.body).not.toContain('@bazaar/api');
  });

  it('places orders of the demo buyers in every status, priced as the listings are', async () => {
    const ids = await demoAccountIds();
    const nameOf = new Map([...ids].map(([name, id]) => [id, name]));
    const rows = await db().select().from(orders).orderBy(orders.createdAt);
    expect(new Set(rows.map((order) => order.status))).toEqual(new Set(orderStatuses));
    // Numbers as checkout gives them: from 1000 up, counting up with time.
    expect(rows.map((order) => order.number)).toEqual(rows.map((_, index) => 1000 + index));
    for (const order of rows) {
      expect(['buyer1', 'buyer2', 'buyer3', 'buyer4']).toContain(nameOf.get(order.buyerId));
      expect(['seller1', 'seller2', 'seller3']).toContain(nameOf.get(order.sellerId));
      expect(order.createdAt.getTime()).toBeLessThan(Date.now());
      expect(order.updatedAt.getTime()).toBeGreaterThanOrEqual(order.createdAt.getTime());
    }
    expect(new Set(rows.map((order) => nameOf.get(order.buyerId))).size).toBe(4);
    const declined = rows.find((order) => order.status === 'declined');
    expect(declined?.statusReason).toBeTruthy();
    for (const cancelled of rows.filter((order) => order.status === 'cancelled')) {
      expect(cancelled.statusReason).toMatch(/^Cancelled by the (buyer|seller)/);
    }

    const items = await db()
      .select({ item: orderItems, listing: listings, variant: listingVariants })
      .from(orderItems)
      .innerJoin(listings, eq(listings.id, orderItems.listingId))
      .leftJoin(listingVariants, eq(listingVariants.id, orderItems.variantId));
    for (const order of rows) {
      const own = items.filter(({ item }) => item.orderId === order.id);
      expect(own.length).toBeGreaterThan(0);
      expect(order.totalMinor).toBe(
        own.reduce((sum, { item }) => sum + item.unitPriceMinor * item.quantity, 0),
      );
      for (const { item, listing, variant } of own) {
        // Shop Hub products of the order's seller, or seller2's food.
        expect(listing.ownerId).toBe(order.sellerId);
        if (listing.section === 'food') expect(nameOf.get(listing.ownerId)).toBe('seller2');
        else expect(listing.section).toBe('catalog');
        expect(item.title).toBe(listing.title);
        expect(item.variantName).toBe(variant?.name ?? null);
        expect(item.unitPriceMinor).toBe(variant?.priceMinor ?? listing.priceMinor);
      }
    }
    expect(items.some(({ item }) => item.variantId !== null)).toBe(true);
    expect(items.some(({ listing }) => listing.section === 'food')).toBe(true);
  });

  it('keeps the stock of ordered products as checkout and status changes leave it', async () => {
    const plan = await demoPlanAt(new Date());
    const held = new Map<string, number>();
    const items = await db()
      .select({ item: orderItems, status: orders.status })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId));
    for (const { item, status } of items) {
      if (!HOLDING_STOCK.includes(status)) continue;
      for (const id of [item.listingId!, item.variantId]) {
        if (id) held.set(id, (held.get(id) ?? 0) + item.quantity);
      }
    }
    expect(held.size).toBeGreaterThan(0);

    const stock = new Map(
      (await db().select({ id: listings.id, quantity: listings.quantity }).from(listings)).map(
        (row) => [row.id, row.quantity],
      ),
    );
    for (const listing of plan.listings) {
      expect(stock.get(listing.id), listing.title).toBe(
        listing.quantity! - (held.get(listing.id) ?? 0),
      );
    }
    const variantStock = new Map(
      (
        await db()
          .select({ id: listingVariants.id, quantity: listingVariants.quantity })
          .from(listingVariants)
      ).map((row) => [row.id, row.quantity]),
    );
    for (const variant of plan.variants) {
      expect(variantStock.get(variant.id!), variant.name).toBe(
        variant.quantity! - (held.get(variant.id!) ?? 0),
      );
    }
    // Declined and cancelled orders gave their stock back.
    const released = items.filter(({ status }) => !HOLDING_STOCK.includes(status));
    expect(released.length).toBeGreaterThan(0);
    for (const { item } of released) {
      const planned = plan.listings.find((listing) => listing.id === item.listingId)!;
      expect(stock.get(planned.id)).toBe(planned.quantity);
    }
  });

  it('tells sellers of each order and buyers of each change, dated like the order', async () => {
    const rows = await db().select().from(orders);
    const told = await db()
      .select()
      .from(notifications)
      .where(
        inArray(notifications.userId, [...new Set(rows.flatMap((o) => [o.buyerId, o.sellerId]))]),
      );
    for (const order of rows) {
      const placed = told.filter(
        (n) => n.code === notificationCodes.orderPlaced && n.metadata['order_id'] === order.id,
      );
      expect(placed).toHaveLength(1);
      expect(placed[0]).toMatchObject({ userId: order.sellerId, createdAt: order.createdAt });
      const changes = told.filter(
        (n) =>
          n.code === notificationCodes.orderStatusChanged && n.metadata['order_id'] === order.id,
      );
      if (order.status === 'placed') expect(changes).toEqual([]);
      else {
        expect(changes.length).toBeGreaterThan(0);
        const last = changes.reduce((a, b) => (a.createdAt > b.createdAt ? a : b));
        expect(last.createdAt).toEqual(order.updatedAt);
        expect(last.metadata['status']).toBe(order.status);
      }
    }
    // Older notifications were read; the recent ones wait in the bell.
    expect(told.some((n) => n.viewed)).toBe(true);
    expect(told.some((n) => !n.viewed)).toBe(true);
    for (const n of told.filter((one) => one.viewed)) {
      expect(n.viewedAt!.getTime()).toBeGreaterThanOrEqual(n.createdAt.getTime());
    }
  });

  it('gives buyer1 orders, a cart, favorites, a comparison and unviewed notifications', async () => {
    const buyer1 = await signIn(testApp.app, 'buyer1@demo.bazaar.local', DEMO_PASSWORD);
    const get = async (url: string) => {
      const response = await testApp.app.inject({ url, headers: bearer(buyer1.token) });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json() as unknown;
    };

    const bought = orderPage.parse(await get('/api/orders/cart-history?role=buyer'));
    expect(new Set(bought.items.map((order) => order.status)).size).toBeGreaterThanOrEqual(4);
    // Nothing received: buyer1's own listings were not ordered.
    expect(orderPage.parse(await get('/api/orders/cart-history?role=seller')).items).toEqual([]);

    const carts = cartList.parse(await get('/api/carts'));
    const lines = carts.flatMap((cart) => cart.items);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(carts.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line.availability).toBe('available');

    const saved = favoritePage.parse(await get('/api/users/me/favorites'));
    expect(saved.items.length).toBeGreaterThanOrEqual(3);
    expect(new Set(saved.items.map((item) => item.listing.section)).size).toBeGreaterThan(2);

    const compared = comparisonList.parse(await get('/api/users/me/comparison'));
    expect(compared.products_in_comparison).toBeGreaterThanOrEqual(2);
    expect(compared.items).toHaveLength(compared.products_in_comparison);
    expect(new Set(compared.items.map((item) => item.category?.id)).size).toBe(1);

    const unviewed = notificationList.parse(await get('/api/notifications/me?only_unviewed=true'));
    expect(unviewed.length).toBeGreaterThan(0);
    // What sellers did with buyer1's orders, and the confirmations of its own recent orders and
    // bookings (issue 35).
    const expected: readonly string[] = [
      notificationCodes.orderStatusChanged,
      notificationCodes.orderConfirmed,
      notificationCodes.reservationBooked,
    ];
    expect(unviewed.every((n) => expected.includes(n.code ?? ''))).toBe(true);
    expect(unviewed.some((n) => n.code === notificationCodes.orderStatusChanged)).toBe(true);
  });

  it('leaves seller3 an unviewed removed-by-platform notice that marking viewed clears', async () => {
    const seller3 = await signIn(testApp.app, 'seller3@demo.bazaar.local', DEMO_PASSWORD);
    const unviewed = async () => {
      const response = await testApp.app.inject({
        url: '/api/notifications/me?only_unviewed=true',
        headers: bearer(seller3.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return notificationList.parse(response.json()).filter(opensRemovedByPlatformModal);
    };

    const [notice, ...others] = await unviewed();
    expect(others).toEqual([]);
    expect(notice).toMatchObject({ type: 'eshop_integration', subtype: ESHOP_REMOVED_BY_PLATFORM });
    expect(removedByPlatformMetadata.parse(notice!.metadata).eshop_id).toBe('alpenrad-shopify');
    expect(notificationText(notice!, 'de').title).not.toBe(notice!.title);

    const marked = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/notifications/viewed',
      headers: bearer(seller3.token),
      payload: [{ id: notice!.id }],
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await unviewed()).toEqual([]);
  });

  it('gives every Services listing a schedule with bookable slots, and some bookings', async () => {
    const services = await db()
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.section, 'services'));
    expect(services.length).toBeGreaterThan(0);
    const scheduled = await db().select({ id: serviceSchedules.listingId }).from(serviceSchedules);
    expect(scheduled.length).toBe(services.length);
    const day = DateTime.now().setZone('Europe/Berlin').plus({ days: 3 });
    const from = day.toISODate();
    const to = day.plus({ days: 6 }).toISODate();
    const slots = serviceSlotList.parse(
      (
        await testApp.app.inject({
          method: 'GET',
          url: `/api/services/${services[0]!.id}/slots?from=${from}&to=${to}`,
        })
      ).json(),
    );
    expect(slots.some((slot) => slot.bookable)).toBe(true);
    const booked = await db().select().from(reservations);
    expect(booked.length).toBeGreaterThanOrEqual(3);
    expect(new Set(booked.map((row) => row.status))).toEqual(new Set(['confirmed', 'requested']));
  });

  it('does not seed again once the database has data', async () => {
    const before = await db().select({ value: count() }).from(listings);
    const ordersBefore = await db().select({ value: count() }).from(orders);
    const result = await seedDemoDataIfEmpty(db(), {
      storage: testApp.app.mediaStorage,
      log: testApp.app.log,
      // Never read: the seed stops at the data it finds.
      secret: 'not-the-api-key',
    });
    expect(result).toBeNull();
    const after = await db().select({ value: count() }).from(listings);
    expect(after).toEqual(before);
    expect(await db().select({ value: count() }).from(orders)).toEqual(ordersBefore);
  });
});

describe('demo plan', () => {
  it('is the same for the same seed time', async () => {
    const now = new Date('2026-01-15T12:00:00Z');
    const first = await demoPlanAt(now);
    const second = await demoPlanAt(now);
    expect(second.listings).toEqual(first.listings);
    expect(second.files.map((f) => f.relativePath)).toEqual(first.files.map((f) => f.relativePath));
    expect(new Set(first.listings.map((l) => l.id)).size).toBe(first.listings.length);
    expect(planDemoActivity(second, now)).toEqual(planDemoActivity(first, now));
  });

  it('gives every Flea Market ad a title of its own, as people describe what they sell', async () => {
    const plan = await demoPlanAt(new Date('2026-01-15T12:00:00Z'));
    const titles = plan.listings
      .filter((listing) => listing.section === 'flea-market')
      .map((listing) => listing.title.toLowerCase());
    expect(titles.length).toBeGreaterThanOrEqual(30);
    expect(titles.filter((title, index) => titles.indexOf(title) !== index)).toEqual([]);
  });

  it('starts two conversations: seller1 has a message to read, buyer2 an offer waiting', async () => {
    const seller1 = await signIn(testApp.app, 'seller1@demo.bazaar.local', DEMO_PASSWORD);
    const buyer2 = await signIn(testApp.app, 'buyer2@demo.bazaar.local', DEMO_PASSWORD);
    const get = async (who: { token: string }, url: string) =>
      (await testApp.app.inject({ url, headers: bearer(who.token) })).json() as unknown;

    expect(await get(seller1, '/api/chat/unread')).toEqual({ conversations: 1, messages: 1 });
    const sellers = conversationPage.parse(await get(seller1, '/api/chat/conversations'));
    expect(sellers.items[0]).toMatchObject({
      subject: { kind: 'listing' },
      last_message: { text: 'Great, I will order it today.', read_at: null },
    });
    const buyers = conversationPage.parse(await get(buyer2, '/api/chat/conversations'));
    expect(buyers.items[0]).toMatchObject({
      subject: { kind: 'listing', negotiable: true },
      last_message: { kind: 'offer', offer: { status: 'pending' } },
    });
  });

  it('gives every demo seller and buyer a pickup address, so pickup checkouts work (issue 35)', async () => {
    for (const person of demoPeople.filter((candidate) => !candidate.blockedReason)) {
      if (person.accountType !== 'SELLER' && person.accountType !== 'BUYER') continue;
      const who = await signIn(testApp.app, person.email, DEMO_PASSWORD);
      const profile = await testApp.app.inject({
        url: person.accountType === 'SELLER' ? '/api/sellers/me' : '/api/buyers/me',
        headers: bearer(who.token),
      });
      expect(profile.json(), person.email).toMatchObject({
        pickup_address: { street: expect.any(String), city: expect.any(String) },
      });
    }
  });

  it('gives the demo sellers a prepaid balance with a history of every type', async () => {
    const seller1 = await signIn(testApp.app, 'seller1@demo.bazaar.local', DEMO_PASSWORD);
    const get = async (url: string) =>
      (await testApp.app.inject({ url, headers: bearer(seller1.token) })).json() as unknown;
    const history = prepayHistoryPage.parse(await get('/api/payments/history'));
    // The newest: the Business plan's renewal a month after the first charge (seed/subscriptions.ts).
    expect(history.items.map((entry) => entry.type)).toEqual([
      'subscription',
      'refund',
      'advertising',
      'top_up',
      'subscription',
      'top_up',
    ]);
    expect(prepayBalance.parse(await get('/api/users/me/balance')).balance).toEqual({
      amount_minor: 5000 - 1990 + 2500 - 1990,
      currency: 'EUR',
    });
  });

  it('puts the demo sellers on subscriptions that match their balances', async () => {
    const states: Record<string, string> = {};
    for (const name of ['seller1', 'seller2', 'seller3', 'seller4']) {
      const seller = await signIn(testApp.app, `${name}@demo.bazaar.local`, DEMO_PASSWORD);
      const mine = await testApp.app.inject({
        url: '/api/subscriptions/me',
        headers: bearer(seller.token),
      });
      expect(mine.statusCode, mine.body).toBe(200);
      const body = mine.json() as { state: string; plan: { name: string } };
      states[name] = `${body.plan.name} ${body.state}`;
    }
    expect(states).toEqual({
      seller1: 'Business active',
      seller2: 'Business active',
      seller3: 'Business trial',
      seller4: 'Business grace',
    });
  });

  it('leaves buyer1 a fulfilled order to review, and gives two sellers reviews, one replied to', async () => {
    const buyer1 = await signIn(testApp.app, 'buyer1@demo.bazaar.local', DEMO_PASSWORD);
    const mine = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/me/feedbacks',
      headers: bearer(buyer1.token),
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().awaiting.length).toBeGreaterThan(0);
    const ratings = await db().select().from(sellerRatings);
    expect(ratings.map((row) => [row.reviews, row.stars]).sort()).toEqual([
      [1, 4],
      [1, 5],
    ]);
    const seller3 = await signIn(testApp.app, 'seller3@demo.bazaar.local', DEMO_PASSWORD);
    const received = await testApp.app.inject({
      method: 'GET',
      url: '/api/users/me/feedbacks',
      headers: bearer(seller3.token),
    });
    expect(received.json().received[0].reply).toMatch(/courier/);
  });

  it('has buyer1 and buyer2 follow two sellers each, and one review reported for administrators', async () => {
    for (const [buyer, sellers] of [
      ['buyer1', ['seller3', 'seller2']],
      ['buyer2', ['seller3', 'seller1']],
    ] as const) {
      const session = await signIn(testApp.app, `${buyer}@demo.bazaar.local`, DEMO_PASSWORD);
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/users/me/followed-sellers',
        headers: bearer(session.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const ids = await demoAccountIds();
      const followed = response.json().items as { id: string; newest_listings: unknown[] }[];
      // Newest followed first, each with listings to show.
      expect(followed.map((seller) => seller.id)).toEqual(sellers.map((name) => ids.get(name)));
      expect(followed.every((seller) => seller.newest_listings.length > 0)).toBe(true);
    }
    const admin = await signIn(testApp.app, 'admin@demo.bazaar.local', DEMO_PASSWORD);
    const reported = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/feedbacks/reports',
      headers: bearer(admin.token),
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().items).toEqual([
      expect.objectContaining({
        report_count: 1,
        feedback: expect.objectContaining({ rating: 5, hidden: null }),
      }),
    ]);
  });

  it('runs demo ad campaigns, two of them marked "Ad" on the home page', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/advertising/slots?placement=home&cards=12',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items).toHaveLength(2);
    const seller1 = await signIn(testApp.app, 'seller1@demo.bazaar.local', DEMO_PASSWORD);
    const mine = await testApp.app.inject({
      method: 'GET',
      url: '/api/advertising/campaigns',
      headers: bearer(seller1.token),
    });
    expect(mine.json().items.map((campaign: { status: string }) => campaign.status)).toEqual([
      'active',
    ]);
  });
});
