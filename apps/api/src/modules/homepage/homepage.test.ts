import { randomUUID } from 'node:crypto';
import {
  auditEntryPage,
  homepageContent,
  homepageDraft,
  homepageEntry,
  type HomepageEntryBody,
} from '@bazaar/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  requestSender,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addProduct, shopHubSubcategory } from '../../test/saved-listings';
import { createTestClock } from '../../test/test-clock';

const clock = createTestClock();
let testApp: TestApp;
let app: App;
let admin: SignedIn;
let seller: SignedIn;
let buyer: SignedIn;
const send = requestSender(() => app);
const DAY_MS = 24 * 3600 * 1000;

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  app = testApp.app;
  [admin, seller, buyer] = await Promise.all([
    signUpAdmin(app),
    signUpSeller(app),
    signUpBuyer(app),
  ]);
});

afterAll(async () => {
  await testApp?.close();
});

async function addEntry(body: HomepageEntryBody) {
  const response = await send('POST', '/api/admin/homepage/entries', admin, body);
  expect(response.statusCode, response.body).toBe(201);
  return homepageEntry.parse(response.json());
}

async function uploadPicture(entryId: string, who: SignedIn = admin) {
  const png = await sharp({
    create: { width: 1200, height: 400, channels: 3, background: { r: 200, g: 90, b: 30 } },
  })
    .png()
    .toBuffer();
  const boundary = `----bazaar-test-${randomUUID()}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="banner.png"\r\n` +
    `Content-Type: image/png\r\n\r\n`;
  return app.inject({
    method: 'POST',
    url: `/api/admin/homepage/entries/${entryId}/picture`,
    headers: {
      authorization: `Bearer ${who.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

/** A banner with a picture, ready to publish. */
async function addBanner(overrides: Partial<HomepageEntryBody> = {}) {
  const banner = await addEntry({
    kind: 'banner',
    locale: 'en',
    text: `Autumn sale ${randomUUID().slice(0, 6)}`,
    link: '/flea-market',
    ...overrides,
  } as HomepageEntryBody);
  const uploaded = await uploadPicture(banner.id);
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  return homepageEntry.parse(uploaded.json());
}

async function publish() {
  const response = await send('POST', '/api/admin/homepage/publish', admin);
  expect(response.statusCode, response.body).toBe(200);
  return homepageDraft.parse(response.json());
}

async function visitorSees(locale = 'en') {
  const response = await send('GET', '/api/homepage', undefined, undefined, {
    'accept-language': locale,
  });
  expect(response.statusCode, response.body).toBe(200);
  return homepageContent.parse(response.json());
}

async function auditOf(subject: string) {
  const response = await send('GET', `/api/admin/audit-entries?subject=${subject}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return auditEntryPage.parse(response.json()).items;
}

describe('homepage settings', () => {
  it('homepage settings published for tomorrow do not show today, and show tomorrow', async () => {
    const tomorrow = new Date(clock.now().getTime() + DAY_MS);
    tomorrow.setUTCHours(0, 0, 0, 0);
    const banner = await addBanner({ shows_from: tomorrow.toISOString() });
    const listing = await addProduct(app, seller, { title: 'Tomorrow lantern' });
    const featured = await addEntry({
      kind: 'featured_listing',
      section: 'catalog',
      listing_id: listing.id,
      shows_from: tomorrow.toISOString(),
    });
    await publish();
    try {
      const today = await visitorSees();
      expect(today.banners.map((shown) => shown.id)).not.toContain(banner.id);
      expect(today.divisions.flatMap((d) => d.listings.map((card) => card.id))).not.toContain(
        listing.id,
      );
      expect(Date.parse(today.next_change_at!)).toBeLessThanOrEqual(tomorrow.getTime());

      // The clock moves on to one second after midnight.
      clock.advance(tomorrow.getTime() - clock.now().getTime() + 1000);
      const next = await visitorSees();
      expect(next.banners.map((shown) => shown.id)).toContain(banner.id);
      const catalog = next.divisions.find((division) => division.section === 'catalog');
      expect(catalog?.listings.map((card) => card.id)).toContain(listing.id);
    } finally {
      clock.reset();
    }
    expect(featured.available).toBe(true);
  });

  it('shows visitors only what was published, and an entry until its schedule ends', async () => {
    const until = new Date(clock.now().getTime() + 3600_000).toISOString();
    const banner = await addBanner({ shows_until: until });
    const unpublished = (await send('GET', '/api/admin/homepage', admin)).json();
    expect(homepageDraft.parse(unpublished).unpublished_changes).toBe(true);
    expect((await visitorSees()).banners.map((shown) => shown.id)).not.toContain(banner.id);

    // The preview shows the draft at a chosen moment, before publishing.
    const preview = async (at: Date) => {
      const response = await send(
        'GET',
        `/api/admin/homepage/preview?at=${encodeURIComponent(at.toISOString())}&locale=en`,
        admin,
      );
      expect(response.statusCode, response.body).toBe(200);
      return homepageContent.parse(response.json()).banners.map((shown) => shown.id);
    };
    expect(await preview(clock.now())).toContain(banner.id);
    expect(await preview(new Date(Date.parse(until) + 1000))).not.toContain(banner.id);

    const published = await publish();
    expect(published.unpublished_changes).toBe(false);
    expect((await visitorSees()).banners.map((shown) => shown.id)).toContain(banner.id);
    // Banners are per locale.
    expect((await visitorSees('de')).banners.map((shown) => shown.id)).not.toContain(banner.id);
    try {
      clock.advance(3600_000);
      expect((await visitorSees()).banners.map((shown) => shown.id)).not.toContain(banner.id);
    } finally {
      clock.reset();
    }
  });

  it('drops a featured listing that is no longer public, and a hidden category', async () => {
    const listing = await addProduct(app, seller, { title: 'Soon withdrawn lamp' });
    await addEntry({ kind: 'featured_listing', section: 'catalog', listing_id: listing.id });
    const node = await shopHubSubcategory(app);
    await addEntry({ kind: 'featured_node', section: 'catalog', catalog_node_id: node.id });
    await publish();
    const catalogOf = async () =>
      (await visitorSees()).divisions.find((division) => division.section === 'catalog');
    expect((await catalogOf())?.listings.map((card) => card.id)).toContain(listing.id);
    expect((await catalogOf())?.nodes.map((shown) => shown.id)).toContain(node.id);

    const paused = await send('POST', `/api/products/me/catalog/${listing.id}/pause`, seller);
    expect(paused.statusCode, paused.body).toBe(200);
    expect((await catalogOf())?.listings.map((card) => card.id) ?? []).not.toContain(listing.id);
    const draft = homepageDraft.parse((await send('GET', '/api/admin/homepage', admin)).json());
    expect(draft.entries.find((entry) => entry.listing_id === listing.id)?.available).toBe(false);

    const hide = (hidden: boolean) =>
      send('PUT', `/api/admin/catalog/nodes/${node.id}/visibility`, admin, { hidden });
    expect((await hide(true)).statusCode).toBe(200);
    try {
      expect((await catalogOf())?.nodes.map((shown) => shown.id) ?? []).not.toContain(node.id);
    } finally {
      expect((await hide(false)).statusCode).toBe(200);
    }
  });

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
