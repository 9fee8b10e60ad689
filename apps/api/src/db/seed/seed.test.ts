import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  euAllergens,
  listingParameters,
  marketplaceSections,
  publishedAttributesBySection,
} from '@bazaar/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/password';
import { catalogPathKey } from '../../modules/catalog/catalog-structure';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createCatalogRepository } from '../../modules/catalog/catalog.repository';
import { createCatalogService } from '../../modules/catalog/catalog.service';
import {
  catalogNodes,
  geoPoints,
  listingMedia,
  listings,
  listingVariants,
  sellerProfiles,
  users,
} from '../schema';
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

  it('does not seed again once the database has data', async () => {
    const before = await db().select({ value: count() }).from(listings);
    const result = await seedDemoDataIfEmpty(db(), { uploadsDir: testApp.config.uploadsDir });
    expect(result).toBeNull();
    const after = await db().select({ value: count() }).from(listings);
    expect(after).toEqual(before);
  });
});

describe('demo plan', () => {
  it('is the same for the same seed time', async () => {
    const hashes = new Map(demoPeople.map((person) => [person.email, 'hash'] as const));
    const now = new Date('2026-01-15T12:00:00Z');
    const nodes = await db().select().from(catalogNodes);
    const namesOf = (id: string | null): string[] => {
      const node = nodes.find((n) => n.id === id);
      return node ? [...namesOf(node.parentId), node.name] : [];
    };
    const catalogNodeIds = new Map(
      nodes.map((node) => [catalogPathKey(node.section, namesOf(node.id)), node.id]),
    );
    const first = planDemoMarketplace({ now, passwordHashes: hashes, catalogNodeIds });
    const second = planDemoMarketplace({ now, passwordHashes: hashes, catalogNodeIds });
    expect(second.listings).toEqual(first.listings);
    expect(second.files.map((f) => f.relativePath)).toEqual(first.files.map((f) => f.relativePath));
    expect(new Set(first.listings.map((l) => l.id)).size).toBe(first.listings.length);
  });
});
