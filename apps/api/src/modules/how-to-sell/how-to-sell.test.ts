import { howToSellBlocks, howToSellGuide } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

let testApp: TestApp;

beforeAll(async () => {
  // No demo data: the guide ships with the migrations, so every installation has it.
  testApp = await buildTestApp({ seed: false });
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
