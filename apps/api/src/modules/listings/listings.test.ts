import { listingCardPage, type ListingCard, type MarketplaceSection } from '@bazaar/contracts';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, sellerProfiles, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});

afterAll(async () => {
  await testApp?.close();
});

async function browse(query: string) {
  const response = await testApp.app.inject({ url: `/api/listings${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return listingCardPage.parse(response.json());
}

/** Every card of a browse, page after page. */
async function browseAll(query: Record<string, string>) {
  const pages: ListingCard[][] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
    const page = await browse(`?${params.toString()}`);
    pages.push(page.items);
    cursor = page.next_cursor;
  } while (cursor && pages.length < 100);
  return pages;
}

async function publicCount(section?: MarketplaceSection) {
  const [row] = await testApp.app.db
    .select({ value: count() })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(
      and(
        eq(listings.status, 'active'),
        eq(listings.draftState, 'sent'),
        eq(users.status, 'active'),
        section ? eq(listings.section, section) : undefined,
      ),
    );
  return row?.value ?? 0;
}

function isNewestFirst(cards: ListingCard[]) {
  return cards.every((card, i) => i === 0 || cards[i - 1]!.created_at >= card.created_at);
}

describe('GET /api/listings', () => {
  it('returns the newest public listings first, 24 by default, with a cursor', async () => {
    const page = await browse('');
    expect(page.items).toHaveLength(24);
    expect(isNewestFirst(page.items)).toBe(true);
    expect(page.next_cursor).toEqual(expect.any(String));
  });

  it('pages through one division with disjoint pages that add up to all its listings', async () => {
    const pages = await browseAll({ section: 'food', limit: '7' });
    const cards = pages.flat();
    expect(pages.length).toBeGreaterThan(2);
    expect(cards.every((card) => card.section === 'food')).toBe(true);
    expect(new Set(cards.map((c) => c.id)).size).toBe(cards.length);
    expect(cards).toHaveLength(await publicCount('food'));
    expect(isNewestFirst(cards)).toBe(true);
    expect(pages.at(-1)!.length).toBeLessThanOrEqual(7);
  });

  it('shows each card with its first picture, location and seller display name', async () => {
    const cards = (await browseAll({ limit: '60' })).flat();
    expect(cards.length).toBe(await publicCount());
    expect(new Set(cards.map((c) => c.section)).size).toBe(6);
    expect(cards.every((c) => c.image?.url.endsWith('-1.svg'))).toBe(true);
    expect(cards.every((c) => c.location && c.location.city.length > 0)).toBe(true);

    const names = new Set(cards.map((c) => c.seller.display_name));
    const profiles = await testApp.app.db.select().from(sellerProfiles);
    for (const profile of profiles) {
      const expected = profile.businessNameAsAccountName
        ? profile.businessName!
        : profile.accountName;
      expect(names).toContain(expected);
    }
    expect(names).toContain('Anna Becker');
    const property = cards.filter((c) => c.section === 'property');
    expect(property.some((c) => c.rental_period === 'per_month')).toBe(true);
  });

  it('keeps ties in created_at apart by id, at microsecond precision', async () => {
    const tied = await testApp.app.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.section, 'services'))
      .limit(3);
    const ids = tied.map((t) => t.id);
    await testApp.app.db
      .update(listings)
      .set({ createdAt: sql`'2099-01-01T00:00:00.123456Z'::timestamptz` })
      .where(inArray(listings.id, ids));

    const first = await browse('?section=services&limit=2');
    const second = await browse(`?section=services&limit=2&cursor=${first.next_cursor}`);
    const seen = [...first.items, ...second.items].map((c) => c.id);
    expect(new Set(seen).size).toBe(4);
    expect(seen.slice(0, 3).sort()).toEqual([...ids].sort());
  });

  it('hides drafts, inactive listings and listings of accounts that are not active', async () => {
    const [seller] = await testApp.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'seller4@demo.bazaar.local'));
    const [draft] = await testApp.app.db
      .select({ id: listings.id })
      .from(listings)
      .where(eq(listings.section, 'flea-market'))
      .limit(1);
    const before = (await browseAll({ limit: '60' })).flat();
    expect(before.some((c) => c.seller.id === seller!.id)).toBe(true);

    await testApp.app.db.update(users).set({ status: 'blocked' }).where(eq(users.id, seller!.id));
    await testApp.app.db
      .update(listings)
      .set({ draftState: 'draft' })
      .where(eq(listings.id, draft!.id));
    try {
      const after = (await browseAll({ limit: '60' })).flat();
      expect(after.some((c) => c.seller.id === seller!.id)).toBe(false);
      expect(after.some((c) => c.id === draft!.id)).toBe(false);
      expect(after.length).toBe(await publicCount());
    } finally {
      await testApp.app.db.update(users).set({ status: 'active' }).where(eq(users.id, seller!.id));
      await testApp.app.db
        .update(listings)
        .set({ draftState: 'sent' })
        .where(eq(listings.id, draft!.id));
    }
  });

  it.each([
    ['not base64 at all!', 'cursor'],
    [Buffer.from('{"t":"yesterday","i":"x"}').toString('base64url'), 'cursor'],
    [Buffer.from('[1,2]').toString('base64url'), 'cursor'],
  ])('refuses a malformed cursor %j with a 400 naming it', async (cursor, field) => {
    const response = await testApp.app.inject({
      url: `/api/listings?cursor=${encodeURIComponent(cursor)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 'VALIDATION', fields: [{ field }] });
  });

  it('refuses a limit above the page maximum and an unknown section', async () => {
    const tooMany = await testApp.app.inject({ url: '/api/listings?limit=61' });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields[0].field).toBe('limit');
    const unknown = await testApp.app.inject({ url: '/api/listings?section=spaceships' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0].field).toBe('section');
  });
});
