import { homepageContent, homepageDraft } from '@bazaar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { SignedIn } from '../../test/accounts';
import { addProduct, shopHubSubcategory } from '../../test/saved-listings';
import { homepageTestApp } from './homepage.test-kit';

const kit = homepageTestApp();
const { clock, send, addEntry, addBanner, publish } = kit;
let app: App;
let admin: SignedIn;
let seller: SignedIn;
const DAY_MS = 24 * 3600 * 1000;

beforeAll(() => {
  app = kit.app();
  ({ admin, seller } = kit.accounts);
});

async function visitorSees(locale = 'en') {
  const response = await send('GET', '/api/homepage', undefined, undefined, {
    'accept-language': locale,
  });
  expect(response.statusCode, response.body).toBe(200);
  return homepageContent.parse(response.json());
}

describe('what visitors see of the published home page', () => {
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
});
