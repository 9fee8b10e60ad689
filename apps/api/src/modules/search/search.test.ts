import { crossSearchResult, normalizeSearchText, searchResultPage } from '@bazaar/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});

afterAll(async () => {
  await testApp?.close();
});

const search = (query: Record<string, string>) =>
  testApp.app.inject({ url: `/api/search?${new URLSearchParams(query).toString()}` });

describe('GET /api/search', () => {
  it('finds listings of one division by a misspelled word, best match first', async () => {
    const [listing] = await testApp.app.db
      .select()
      .from(listings)
      .where(and(eq(listings.section, 'flea-market'), eq(listings.status, 'active')))
      .orderBy(desc(listings.createdAt))
      .limit(1);
    // The longest word of the title with one letter left out, as a hurried typist would.
    const word = listing!.title.split(/[^\p{L}]+/u).sort((a, b) => b.length - a.length)[0]!;
    const typo = word.slice(0, 2) + word.slice(3);
    const response = await search({ division: 'flea-market', q: typo });
    expect(response.statusCode, response.body).toBe(200);
    const page = searchResultPage.parse(response.json());
    expect(page.division).toBe('flea-market');
    expect(
      page.items.map((item) => item.title),
      typo,
    ).toContain(listing!.title);
    expect(page.items[0]?.title.toLowerCase(), typo).toContain(word.toLowerCase());
    expect(page.items.every((item) => item.section === 'flea-market')).toBe(true);
  });

  it('matches words of the description and attributes, accents ignored', async () => {
    const page = searchResultPage.parse((await search({ division: 'services', q: 'koln' })).json());
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.title.includes('Köln'))).toBe(true);
  });

  it('pages by cursor without repeating a listing', async () => {
    const first = searchResultPage.parse(
      (await search({ division: 'catalog', q: 'black', limit: '3' })).json(),
    );
    expect(first.next_cursor).not.toBeNull();
    const second = searchResultPage.parse(
      (
        await search({ division: 'catalog', q: 'black', limit: '3', cursor: first.next_cursor! })
      ).json(),
    );
    const ids = [...first.items, ...second.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('cuts a 300-character text by the search-text rule', async () => {
    const text = `${'lamp '.repeat(60)}`;
    const page = searchResultPage.parse(
      (await search({ division: 'flea-market', q: text })).json(),
    );
    expect(page.q).toBe(normalizeSearchText(text));
    expect(page.q.length).toBeLessThanOrEqual(250);
  });

  it('refuses a blank text and an unknown division', async () => {
    const blank = await search({ division: 'catalog', q: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual([{ field: 'q', message: 'Complete this field, please' }]);
    const unknown = await search({ division: 'bakery', q: 'bread' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([expect.objectContaining({ field: 'division' })]);
  });

  it.each(['food', 'automarket', 'property'] as const)(
    'finds in %s every listing the top-bar suggestions show for a word',
    async (division) => {
      const [listing] = await testApp.app.db
        .select()
        .from(listings)
        .where(and(eq(listings.section, division), eq(listings.status, 'active')))
        .orderBy(desc(listings.createdAt))
        .limit(1);
      const word = listing!.title.split(/[^\p{L}]+/u).sort((a, b) => b.length - a.length)[0]!;
      const suggestions = crossSearchResult.parse(
        (
          await testApp.app.inject({
            url: `/api/showroom/cross-search?${new URLSearchParams({ division, q: word })}`,
          })
        ).json(),
      );
      expect(suggestions.catalog.length, word).toBeGreaterThan(0);

      const found: string[] = [];
      let cursor: string | null = null;
      do {
        const response = await search({
          division,
          q: word,
          limit: '50',
          ...(cursor ? { cursor } : {}),
        });
        expect(response.statusCode, response.body).toBe(200);
        const page = searchResultPage.parse(response.json());
        expect(page.division).toBe(division);
        expect(page.items.every((item) => item.section === division)).toBe(true);
        found.push(...page.items.map((item) => item.id));
        cursor = page.next_cursor;
      } while (cursor);
      expect(found, word).toEqual(
        expect.arrayContaining(suggestions.catalog.map((suggested) => suggested.id)),
      );
      expect(found).toContain(listing!.id);
    },
  );
});
