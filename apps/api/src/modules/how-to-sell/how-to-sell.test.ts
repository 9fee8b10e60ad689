import {
  auditEntryPage,
  howToSellBlocks,
  howToSellEditorGuides,
  howToSellGuide,
  type HowToSellEditorGuides,
  type HowToSellParagraph,
  type SaveHowToSellBody,
} from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUpAdmin, signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp;
let admin: SignedIn;

beforeAll(async () => {
  // No demo data: the guide ships with the migrations, so every installation has it.
  testApp = await buildTestApp({ seed: false });
  admin = await signUpAdmin(testApp.app);
});

afterAll(async () => {
  await testApp?.close();
});

async function guide(query: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ url: `/api/how-to-sell${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return howToSellGuide.parse(response.json());
}

describe('GET /api/how-to-sell', () => {
  it('serves the English guide in order, to visitors', async () => {
    const english = await guide('?locale=en');
    expect(english.locale).toBe('en');
    expect(english.paragraphs.length).toBeGreaterThanOrEqual(8);
    expect(english.paragraphs.map((p) => p.position)).toEqual(
      [...english.paragraphs.map((p) => p.position)].sort((a, b) => a - b),
    );
    expect(english.paragraphs[0]!.title).toBe('Create your seller account');
    const titles = english.paragraphs.map((p) => p.title).join(' | ');
    for (const topic of ['division', 'photos', 'price', 'shipping', 'safely', 'e-shop']) {
      expect(titles.toLowerCase()).toContain(topic);
    }
    for (const paragraph of english.paragraphs) {
      expect(howToSellBlocks(paragraph.body).length).toBeGreaterThan(0);
    }
  });

  it('serves the German guide with as many steps', async () => {
    const english = await guide('?locale=en');
    const german = await guide('?locale=de');
    expect(german.locale).toBe('de');
    expect(german.paragraphs).toHaveLength(english.paragraphs.length);
    expect(german.paragraphs[0]!.title).toBe('Verkäuferkonto anlegen');
  });

  it('picks the language from Accept-Language without a locale', async () => {
    expect((await guide('', { 'accept-language': 'de-AT,de;q=0.9' })).locale).toBe('de');
    expect((await guide('', { 'accept-language': 'fr-FR' })).locale).toBe('en');
  });

  it('refuses an unknown locale', async () => {
    const response = await testApp.app.inject({ url: '/api/how-to-sell?locale=fr' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].field).toBe('locale');
  });
});

async function editorGuides(): Promise<HowToSellEditorGuides> {
  const response = await testApp.app.inject({
    url: '/api/admin/how-to-sell',
    headers: bearer(admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return howToSellEditorGuides.parse(response.json());
}

function save(body: unknown, token = admin.token) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/admin/how-to-sell',
    headers: bearer(token),
    payload: body as Record<string, unknown>,
  });
}

const kept = (paragraphs: readonly HowToSellParagraph[]) =>
  paragraphs.map(({ id, title, body }) => ({ id, title, body }));

async function auditActions() {
  const response = await testApp.app.inject({
    url: '/api/admin/audit-entries?subject_type=how_to_sell&limit=100',
    headers: bearer(admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return auditEntryPage.parse(response.json()).items;
}

describe('the how-to-sell editor', () => {
  it('is for administrators only', async () => {
    const buyer = await signUpBuyer(testApp.app);
    const seller = await signUpSeller(testApp.app);
    const guides = await editorGuides();
    const body = { en: kept(guides.en), de: kept(guides.de) };
    expect((await testApp.app.inject({ url: '/api/admin/how-to-sell' })).statusCode).toBe(401);
    expect(
      (await testApp.app.inject({ method: 'PUT', url: '/api/admin/how-to-sell', payload: body }))
        .statusCode,
    ).toBe(401);
    for (const account of [buyer, seller]) {
      const read = await testApp.app.inject({
        url: '/api/admin/how-to-sell',
        headers: bearer(account.token),
      });
      expect(read.statusCode).toBe(403);
      expect((await save(body, account.token)).statusCode).toBe(403);
    }
  });

  it('adds, edits, deletes and reorders in both languages, with an audit entry for each change', async () => {
    const before = await editorGuides();
    expect(before.en.length).toBeGreaterThanOrEqual(3);
    const [first, second, third, ...rest] = kept(before.en);
    const body: SaveHowToSellBody = {
      // Third first, the second edited, the first deleted, one new at the end.
      en: [
        third!,
        { ...second!, title: 'Describe it well' },
        ...rest,
        { title: 'Answer quickly', body: 'Buyers who hear back soon buy more.\n\n- Chat\n- Mail' },
      ],
      de: [kept(before.de)[1]!, kept(before.de)[0]!, ...kept(before.de).slice(2)],
    };
    const response = await save(body);
    expect(response.statusCode, response.body).toBe(200);
    const after = howToSellEditorGuides.parse(response.json());
    expect(after.en.map((p) => p.title)).toEqual(body.en.map((p) => p.title));
    expect(after.en.map((p) => p.position)).toEqual(after.en.map((_, index) => index));
    expect(after.en[0]!.id).toBe(third!.id);
    expect(after.en.map((p) => p.id)).not.toContain(first!.id);
    expect(after.de[0]!.id).toBe(before.de[1]!.id);

    // Visitors see the new order at once.
    const english = await guide('?locale=en');
    expect(english.paragraphs.map((p) => p.id)).toEqual(after.en.map((p) => p.id));
    const german = await guide('?locale=de');
    expect(german.paragraphs[0]!.title).toBe(before.de[1]!.title);

    const entries = await auditActions();
    const actions = entries.map((entry) => `${entry.action} ${entry.subject_id}`);
    expect(actions).toContain(`how_to_sell.delete ${first!.id}`);
    expect(actions).toContain(`how_to_sell.update ${second!.id}`);
    expect(actions).toContain(`how_to_sell.create ${after.en.at(-1)!.id}`);
    expect(actions).toContain('how_to_sell.reorder en');
    expect(actions).toContain('how_to_sell.reorder de');
    const update = entries.find((entry) => entry.action === 'how_to_sell.update')!;
    expect(update.before).toMatchObject({ locale: 'en', title: second!.title });
    expect(update.after).toMatchObject({ locale: 'en', title: 'Describe it well' });
    expect(update.actor.id).toBe(admin.userId);

    // Saving the same lists again changes nothing and records nothing.
    const count = entries.length;
    expect((await save({ en: kept(after.en), de: kept(after.de) })).statusCode).toBe(200);
    expect(await auditActions()).toHaveLength(count);
  });

  it('strips markup, and names every bad field', async () => {
    const guides = await editorGuides();
    const stripped = await save({
      en: [
        {
          ...kept(guides.en)[0]!,
          title: '<b>Bold</b> <script>alert(1)</script>start',
          body: 'Plain <a href="javascript:x">link</a><!-- hidden --> text',
        },
        ...kept(guides.en).slice(1),
      ],
      de: kept(guides.de),
    });
    expect(stripped.statusCode, stripped.body).toBe(200);
    const first = howToSellEditorGuides.parse(stripped.json()).en[0]!;
    expect(first.title).toBe('Bold alert(1)start');
    expect(first.body).toBe('Plain link text');

    const bad = await save({
      en: [{ title: '<p></p>', body: 'x'.repeat(4_001) }],
      de: [{ id: 'not-a-uuid', title: 'T', body: 'B' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error_code: 'VALIDATION' });
    const fields = (bad.json() as { fields: { field: string }[] }).fields.map((f) => f.field);
    expect(fields.sort()).toEqual(['de.0.id', 'en.0.body', 'en.0.title']);

    const empty = await save({ en: [], de: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields[0].field).toBe('en');
  });

  it('refuses an id of the other language or of a deleted paragraph', async () => {
    const guides = await editorGuides();
    const response = await save({
      en: [...kept(guides.en), { ...kept(guides.de)[0]! }],
      de: kept(guides.de),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error_code: 'VALIDATION' });
    expect(response.json().fields[0].field).toBe('en');
    // Nothing was saved.
    expect(await editorGuides()).toEqual(guides);
  });
});
