import { randomUUID } from 'node:crypto';
import { auditEntryPage, homepageContent, homepageDraft, homepageEntry } from '@bazaar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { SignedIn } from '../../test/accounts';
import { shopHubSubcategory } from '../../test/saved-listings';
import { homepageTestApp } from './homepage.test-kit';

const kit = homepageTestApp();
const { send, addEntry, uploadPicture, addBanner, publish } = kit;
let app: App;
let admin: SignedIn;
let seller: SignedIn;
let buyer: SignedIn;

beforeAll(() => {
  app = kit.app();
  ({ admin, seller, buyer } = kit.accounts);
});

async function auditOf(subject: string) {
  const response = await send('GET', `/api/admin/audit-entries?subject=${subject}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return auditEntryPage.parse(response.json()).items;
}

describe('editing the home page', () => {
  it('orders a group as the administrator dragged it', async () => {
    const first = await addEntry({
      kind: 'featured_node',
      section: 'services',
      catalog_node_id: (await serviceNodes())[0]!,
    });
    const second = await addEntry({
      kind: 'featured_node',
      section: 'services',
      catalog_node_id: (await serviceNodes())[1]!,
    });
    expect(second.position).toBeGreaterThan(first.position);
    const ordered = await send('PUT', '/api/admin/homepage/order', admin, {
      ids: [second.id, first.id],
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const services = homepageDraft
      .parse(ordered.json())
      .entries.filter((entry) => entry.kind === 'featured_node' && entry.section === 'services');
    expect(services.map((entry) => entry.id)).toEqual([second.id, first.id]);
    const preview = homepageContent.parse(
      (
        await send(
          'GET',
          `/api/admin/homepage/preview?at=${encodeURIComponent(new Date().toISOString())}&locale=en`,
          admin,
        )
      ).json(),
    );
    expect(
      preview.divisions.find((division) => division.section === 'services')?.nodes.map((n) => n.id),
    ).toEqual([second.catalog_node_id, first.catalog_node_id]);

    // Only a whole group, each entry once.
    const partial = await send('PUT', '/api/admin/homepage/order', admin, { ids: [second.id] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ error_code: 'VALIDATION' });
  });

  it('records every change in the audit trail', async () => {
    const banner = await addBanner();
    const edited = await send('PUT', `/api/admin/homepage/entries/${banner.id}`, admin, {
      kind: 'banner',
      locale: 'de',
      text: 'Herbstangebote',
      link: 'https://example.com/herbst',
      shows_from: null,
      shows_until: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(homepageEntry.parse(edited.json())).toMatchObject({
      locale: 'de',
      text: 'Herbstangebote',
    });
    const removed = await send('DELETE', `/api/admin/homepage/entries/${banner.id}`, admin);
    expect(removed.statusCode).toBe(204);
    const entries = await auditOf(banner.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'homepage.remove_entry',
      'homepage.edit_entry',
      'homepage.set_picture',
      'homepage.add_entry',
    ]);
    expect(entries[1]).toMatchObject({
      actor: { id: admin.userId },
      before: { locale: 'en' },
      after: { locale: 'de', text: 'Herbstangebote' },
    });
    await publish();
    const all = await send('GET', '/api/admin/audit-entries?action=homepage.publish', admin);
    expect(auditEntryPage.parse(all.json()).items.length).toBeGreaterThan(0);
  });

  it('refuses bad entries with the fields named', async () => {
    const cases: { body: Record<string, unknown>; field: string }[] = [
      { body: { kind: 'banner', locale: 'en', text: '', link: '/x' }, field: 'text' },
      {
        body: { kind: 'banner', locale: 'en', text: 'Hi', link: 'javascript:alert(1)' },
        field: 'link',
      },
      {
        body: {
          kind: 'banner',
          locale: 'en',
          text: 'Hi',
          link: '/x',
          shows_from: '2030-01-02T00:00:00Z',
          shows_until: '2030-01-01T00:00:00Z',
        },
        field: 'shows_until',
      },
      {
        body: { kind: 'featured_listing', section: 'catalog', listing_id: randomUUID() },
        field: 'listing_id',
      },
      {
        body: {
          kind: 'featured_node',
          section: 'food',
          catalog_node_id: (await shopHubSubcategory(app)).id,
        },
        field: 'catalog_node_id',
      },
    ];
    for (const { body, field } of cases) {
      const response = await send('POST', '/api/admin/homepage/entries', admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, error_code: 'VALIDATION' });
      expect(JSON.stringify(response.json())).toContain(field);
    }
    // A banner without a picture cannot be published.
    const bare = await addEntry({ kind: 'banner', locale: 'en', text: 'No picture', link: '/' });
    const refused = await send('POST', '/api/admin/homepage/publish', admin);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error_code: 'VALIDATION' });
    expect((await send('DELETE', `/api/admin/homepage/entries/${bare.id}`, admin)).statusCode).toBe(
      204,
    );
    // A featured entry has no picture.
    const node = await addEntry({
      kind: 'featured_node',
      section: 'catalog',
      catalog_node_id: (await shopHubSubcategory(app)).id,
    });
    expect((await uploadPicture(node.id)).statusCode).toBe(400);
  });

  it('lets only administrators change or preview the home page', async () => {
    const entry = await addEntry({ kind: 'banner', locale: 'en', text: 'Admins only', link: '/' });
    const attempts = [
      () => send('GET', '/api/admin/homepage', who),
      () => send('GET', `/api/admin/homepage/preview?at=2030-01-01T00:00:00Z&locale=en`, who),
      () =>
        send('POST', '/api/admin/homepage/entries', who, {
          kind: 'banner',
          locale: 'en',
          text: 'Mine',
          link: '/',
        }),
      () => send('DELETE', `/api/admin/homepage/entries/${entry.id}`, who),
      () => send('PUT', '/api/admin/homepage/order', who, { ids: [entry.id] }),
      () => send('POST', '/api/admin/homepage/publish', who),
      () => uploadPicture(entry.id, who ?? { ...buyer, token: 'not-a-token' }),
    ];
    let who: SignedIn | undefined;
    for (who of [buyer, seller]) {
      for (const attempt of attempts) {
        const response = await attempt();
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toMatchObject({ error_code: 'FORBIDDEN' });
      }
    }
    who = undefined;
    for (const attempt of attempts.slice(0, -1)) {
      expect((await attempt()).statusCode).toBe(401);
    }
    expect((await send('GET', '/api/homepage')).statusCode).toBe(200);
    await send('DELETE', `/api/admin/homepage/entries/${entry.id}`, admin);
  });
});

/** Two shown Services categories. */
async function serviceNodes(): Promise<string[]> {
  const response = await send('GET', '/api/catalog/nodes?section=services');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { nodes: { id: string }[] }).nodes.map((node) => node.id);
}
