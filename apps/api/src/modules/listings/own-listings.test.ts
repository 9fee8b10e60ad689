import {
  adminListingPage,
  auditEntryPage,
  listingDetail,
  ownerListingPage,
} from '@bazaar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed';
import { signIn, signUpSeller, type SignedIn } from '../../test/accounts';
import { listingsTestApp } from './listings.test-kit';

const {
  app,
  send,
  signInAdmin,
  uploadPictures,
  addListing,
  publishedProduct,
  detailOf,
  ownerCards,
} = listingsTestApp();
let admin: SignedIn;

beforeAll(async () => {
  admin = await signInAdmin();
});

describe('ownership', () => {
  it('refuses a seller editing, deleting, pausing or opening another seller’s listing (403)', async () => {
    const owner = await signUpSeller(app());
    const other = await signUpSeller(app());
    const listing = await publishedProduct(owner);
    const url = `/api/products/me/catalog/${listing.id}`;

    const attempts = [
      await send('PATCH', url, other, { section: 'catalog', title: 'Mine now' }),
      await send('DELETE', url, other),
      await send('POST', `${url}/pause`, other),
      await send('POST', `${url}/unpause`, other),
      await send('GET', url, other),
    ];
    for (const attempt of attempts) {
      expect(attempt.statusCode, attempt.body).toBe(403);
      expect(attempt.json()).toMatchObject({
        error_code: 'FORBIDDEN',
        // The edit page shows it: the listing is another seller's, not the account's kind.
        user_message: 'This listing belongs to another seller. Only its seller can change it.',
      });
    }
    expect(listingDetail.parse((await detailOf(listing.id)).json()).title).toBe(listing.title);

    // Another owner's media cannot be attached either.
    const [picture] = await uploadPictures(owner, 1);
    const stolen = await addListing(other, {
      section: 'catalog',
      title: 'With a stolen picture',
      media_ids: [picture!],
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().fields).toEqual([{ field: 'media_ids', message: expect.any(String) }]);

    const removed = await send('DELETE', url, owner);
    expect(removed.statusCode).toBe(204);
    expect((await detailOf(listing.id)).statusCode).toBe(404);
    expect((await send('GET', url, owner)).statusCode).toBe(404);
  });
});

describe('pause and account status', () => {
  it('hides a paused listing from public pages and shows it again when unpaused', async () => {
    const seller = await signUpSeller(app());
    const listing = await publishedProduct(seller);
    const paused = await send('POST', `/api/products/me/catalog/${listing.id}/pause`, seller);
    expect(paused.json().status).toBe('paused');
    expect((await detailOf(listing.id)).statusCode).toBe(404);
    expect(await ownerCards(seller.userId)).toEqual([]);
    const own = ownerListingPage.parse(
      (await send('GET', '/api/products/me/catalog?status=paused', seller)).json(),
    );
    expect(own.items.map((i) => i.id)).toEqual([listing.id]);

    const unpaused = await send('POST', `/api/products/me/catalog/${listing.id}/unpause`, seller);
    expect(unpaused.json().status).toBe('active');
    expect((await detailOf(listing.id)).statusCode).toBe(200);
  });

  it('refuses publishing for a paused account (ACCOUNT_IS_PAUSED) but keeps drafts', async () => {
    const seller = await signUpSeller(app());
    const listing = await publishedProduct(seller);
    await send('POST', `/api/products/me/catalog/${listing.id}/pause`, seller);
    await send('POST', '/api/sellers/me/pause', seller);

    const publish = await addListing(seller, {
      section: 'services',
      draft_state: 'sent',
      title: 'Bike repair',
    });
    expect(publish.statusCode).toBe(403);
    expect(publish.json().error_code).toBe('ACCOUNT_IS_PAUSED');
    expect(
      (await addListing(seller, { section: 'services', title: 'Bike repair' })).statusCode,
    ).toBe(201);
    const unpause = await send('POST', `/api/products/me/catalog/${listing.id}/unpause`, seller);
    expect(unpause.statusCode).toBe(403);
    expect(unpause.json().error_code).toBe('ACCOUNT_IS_PAUSED');
    // The owner still sees everything.
    const own = ownerListingPage.parse(
      (await send('GET', '/api/products/me/catalog', seller)).json(),
    );
    expect(own.items.map((i) => i.id)).toContain(listing.id);
  });
});

describe('administrators', () => {
  it('block a listing: it vanishes from public pages and its owner sees it blocked', async () => {
    const seller = await signUpSeller(app());
    const listing = await publishedProduct(seller, 'Counterfeit watch');

    const blocked = await send('POST', `/api/admin/products/${listing.id}/block`, admin, {
      reason: 'Counterfeit goods',
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({
      status: 'blocked',
      blocked_reason: 'Counterfeit goods',
      owner: { id: seller.userId, display_name: 'Harbour Goods GmbH' },
    });
    expect((await detailOf(listing.id)).statusCode).toBe(404);
    expect((await send('GET', `/api/products/${listing.id}/media`)).statusCode).toBe(404);
    expect(await ownerCards(seller.userId)).toEqual([]);

    const own = ownerListingPage.parse(
      (await send('GET', '/api/products/me/catalog', seller)).json(),
    );
    expect(own.items.find((i) => i.id === listing.id)).toMatchObject({
      status: 'blocked',
      blocked_reason: 'Counterfeit goods',
    });
    const unpause = await send('POST', `/api/products/me/catalog/${listing.id}/unpause`, seller);
    expect(unpause.statusCode).toBe(403);
    expect(unpause.json().user_message).toContain('Counterfeit goods');
    // Editing keeps it blocked.
    const edited = await send('PATCH', `/api/products/me/catalog/${listing.id}`, seller, {
      section: 'catalog',
      title: 'Genuine watch',
    });
    expect(edited.json().status).toBe('blocked');

    const list = adminListingPage.parse(
      (
        await send('GET', `/api/admin/products?status=blocked&owner=${seller.userId}`, admin)
      ).json(),
    );
    expect(list.items.map((i) => i.id)).toEqual([listing.id]);

    const unblocked = await send('POST', `/api/admin/products/${listing.id}/unblock`, admin);
    expect(unblocked.json()).toMatchObject({ status: 'active', blocked_reason: null });

    // Both decisions are in the administrators' audit trail, newest first.
    const trail = auditEntryPage.parse(
      (await send('GET', `/api/admin/audit-entries?subject=${listing.id}`, admin)).json(),
    );
    expect(trail.items.map((entry) => [entry.action, entry.after?.['status']])).toEqual([
      ['listing.unblock', 'active'],
      ['listing.block', 'blocked'],
    ]);
    expect(trail.items[1]!.actor.id).toBe(admin.userId);
  });

  it('list every listing filtered by division, status and title words, page by page', async () => {
    const first = adminListingPage.parse(
      (await send('GET', '/api/admin/products?section=food&limit=10', admin)).json(),
    );
    expect(first.items).toHaveLength(10);
    expect(first.items.every((i) => i.section === 'food')).toBe(true);
    const second = adminListingPage.parse(
      (
        await send(
          'GET',
          `/api/admin/products?section=food&limit=10&cursor=${first.next_cursor}`,
          admin,
        )
      ).json(),
    );
    const ids = [...first.items, ...second.items].map((i) => i.id);
    expect(new Set(ids).size).toBe(20);

    const honey = adminListingPage.parse(
      (await send('GET', '/api/admin/products?search=HONEY', admin)).json(),
    );
    expect(honey.items.length).toBeGreaterThan(0);
    expect(honey.items.every((i) => /honey/i.test(i.title))).toBe(true);
  });
});

describe('my listings', () => {
  it('pages through an owner’s listings with disjoint pages and searches their titles', async () => {
    const seller4 = await signIn(app(), 'seller4@demo.bazaar.local', DEMO_PASSWORD);
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const query: string = `/api/products/me/automarket?limit=4${cursor ? `&cursor=${cursor}` : ''}`;
      const page = ownerListingPage.parse((await send('GET', query, seller4)).json());
      pages.push(page.items.map((i) => i.id));
      cursor = page.next_cursor;
    } while (cursor && pages.length < 50);
    const ids = pages.flat();
    expect(pages.length).toBeGreaterThan(2);
    expect(new Set(ids).size).toBe(ids.length);
    const all = ownerListingPage.parse(
      (await send('GET', '/api/products/me/automarket?limit=60', seller4)).json(),
    );
    expect(ids).toEqual(all.items.map((i) => i.id));

    const search = ownerListingPage.parse(
      (
        await send(
          'GET',
          `/api/products/me/automarket?search=${encodeURIComponent(all.items[0]!.title.split(',')[0]!)}`,
          seller4,
        )
      ).json(),
    );
    expect(search.items.length).toBeGreaterThan(0);
    expect(search.items.every((i) => i.title.startsWith(all.items[0]!.title.split(',')[0]!))).toBe(
      true,
    );
    const none = ownerListingPage.parse(
      (await send('GET', '/api/products/me/automarket?search=100%25_nothing', seller4)).json(),
    );
    expect(none.items).toEqual([]);
  });
});

describe('owner pages', () => {
  it('shows a seller by the name they chose and hides paused accounts', async () => {
    const seller = await signUpSeller(app());
    await send('POST', '/api/sellers/me/pause', seller);
    expect((await send('GET', `/api/owners/${seller.userId}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/owners/${admin.userId}`)).statusCode).toBe(404);
  });
});
