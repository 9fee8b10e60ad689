import { moderationWord } from '@bazaar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { eventually, signUpSeller, type SignedIn } from '../../test/accounts';
import { insertListing, updateListing } from '../../test/cart-fixtures';
import { expectError, expectStatus } from '../../test/moderation-requests';
import { addProduct, editProduct, shopHubSubcategory } from '../../test/saved-listings';
import { moderationTestApp } from './moderation.test-kit';

const kit = moderationTestApp();
const { send, caseOf, queue, auditOf, isPublic } = kit;
let app: App;
let admin: SignedIn;
let buyer: SignedIn;

beforeAll(() => {
  app = kit.app();
  ({ admin, buyer } = kit.accounts);
});

describe('the flagging rules', () => {
  it('flag a listing whose text has a word an administrator listed', async () => {
    const added = expectStatus(
      await send('POST', '/api/admin/moderation/words', admin, { word: '  Replica ' }),
      201,
    );
    const word = moderationWord.parse(added.json());
    expect(word.word).toBe('replica');
    expectError(await send('POST', '/api/admin/moderation/words', admin, { word: 'replica' }), 409);
    expect((await auditOf(word.id)).map((entry) => entry.action)).toEqual(['moderation_word.add']);

    const seller = await signUpSeller(app);
    const clean = await addProduct(app, seller, { title: 'Original leather wallet' });
    const listing = await addProduct(app, seller, {
      title: 'Leather wallet',
      description: 'A replica of a designer wallet.',
    });
    const flagged = await eventually(() => caseOf(listing.id));
    expect(flagged).toMatchObject({ state: 'flagged', flags: ['words'] });
    expect(flagged.history.map((event) => [event.kind, event.actor])).toEqual([['flagged', null]]);
    expect(await caseOf(clean.id)).toBeUndefined();
    // Flagging alone does not hide the listing: an administrator decides.
    expect(await isPublic(listing.id)).toBe(true);
    expect((await queue('?flag=words')).map((item) => item.listing.id)).toContain(listing.id);
    expect((await queue('?flag=price')).map((item) => item.listing.id)).not.toContain(listing.id);

    // An edit is looked at too.
    await editProduct(app, seller, clean.id, { title: 'Original leather wallet, REPLICA box' });
    expect(await eventually(() => caseOf(clean.id))).toMatchObject({ flags: ['words'] });

    const removed = await send('DELETE', `/api/admin/moderation/words/${word.id}`, admin);
    expectStatus(removed, 204);
    expect((await auditOf(word.id)).map((entry) => entry.action)).toEqual([
      'moderation_word.remove',
      'moderation_word.add',
    ]);
    const plain = await addProduct(app, seller, { description: 'Not a replica at all.' });
    expect(await caseOf(plain.id)).toBeUndefined();
  });

  it('flag a new listing beyond ten by one owner within an hour', async () => {
    const seller = await signUpSeller(app);
    for (let i = 0; i < 10; i += 1) await insertListing(app, seller.userId);
    const eleventh = await addProduct(app, seller, { title: 'One more lantern' });
    expect(await eventually(() => caseOf(eleventh.id))).toMatchObject({
      state: 'flagged',
      flags: ['burst'],
    });
  });

  it('flag a listing users report, once per account, never by its owner', async () => {
    const seller = await signUpSeller(app);
    const listing = await addProduct(app, seller, { title: 'Garden bench' });
    const url = `/api/products/${listing.id}/reports`;
    const reason = { reason: 'Looks like a scam' };
    expectStatus(await send('POST', url, buyer, reason), 204);
    expectStatus(await send('POST', url, buyer, reason), 204);
    expect(await caseOf(listing.id)).toMatchObject({
      state: 'flagged',
      flags: ['report'],
      report_count: 1,
    });
    const history = (await caseOf(listing.id))!.history;
    expect(history.map((event) => [event.kind, event.actor?.id, event.reason])).toEqual([
      ['reported', buyer.userId, 'Looks like a scam'],
    ]);
    expectError(await send('POST', url, seller, reason), 403);
    expect((await app.inject({ method: 'POST', url, payload: reason })).statusCode).toBe(401);
    expectError(
      await send(
        'POST',
        `/api/products/00000000-0000-4000-8000-000000000000/reports`,
        buyer,
        reason,
      ),
      404,
    );
    expectError(await send('POST', url, buyer, { reason: '' }), 400);
    expect((await queue('?flag=report')).map((item) => item.listing.id)).toContain(listing.id);
  });
});

// Last: its listings set a median that every later listing of the node would be measured by.
describe('the price rule', () => {
  // The minimum number of listings behind a median is pinned by the rules' unit test.
  it("flag a price below a third or above three times the node's median", async () => {
    const node = await shopHubSubcategory(app);
    const other = await signUpSeller(app);
    const seller = await signUpSeller(app);
    // Enough to outweigh the node's listings of the tests before.
    for (let i = 0; i < 25; i += 1) {
      const { id } = await insertListing(app, other.userId, { priceMinor: 1_000_000 });
      await updateListing(app, id, { catalogNodeId: node.id });
    }
    const cheap = await addProduct(app, seller, { price: { amount_minor: 100, currency: 'EUR' } });
    expect(await eventually(() => caseOf(cheap.id))).toMatchObject({ flags: ['price'] });
    const dear = await addProduct(app, seller, {
      price: { amount_minor: 5_000_000, currency: 'EUR' },
    });
    expect(await eventually(() => caseOf(dear.id))).toMatchObject({ flags: ['price'] });
    const fair = await addProduct(app, seller, {
      price: { amount_minor: 900_000, currency: 'EUR' },
    });
    expect(await caseOf(fair.id)).toBeUndefined();
  });
});
