import { moderationCaseDetail, ownerRevisionList } from '@bazaar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { eventually, signUpSeller, type SignedIn } from '../../test/accounts';
import { expectError, expectStatus } from '../../test/moderation-requests';
import { addProduct, editProduct } from '../../test/saved-listings';
import { moderationTestApp } from './moderation.test-kit';

const kit = moderationTestApp();
const { send, queue, auditOf, notificationsOf, isPublic } = kit;
let app: App;
let admin: SignedIn;
let buyer: SignedIn;

beforeAll(() => {
  app = kit.app();
  ({ admin, buyer } = kit.accounts);
});

describe('a revision', () => {
  it('is asked, revised, resubmitted and approved, each step in the history, the trail and the notifications', async () => {
    const seller = await signUpSeller(app);
    const stranger = await signUpSeller(app);
    const listing = await addProduct(app, seller, { title: 'Vintage radio' });
    const reason = { reason: 'Please add photos of the back panel' };
    const requestUrl = `/api/admin/moderation/listings/${listing.id}/request-revision`;

    // Only administrators moderate.
    expectError(await send('POST', requestUrl, seller, reason), 403);
    expectError(await send('POST', requestUrl, buyer, reason), 403);
    expectError(await send('GET', '/api/admin/moderation/listings', seller), 403);
    expectError(
      await send(
        'POST',
        '/api/admin/moderation/listings/00000000-0000-4000-8000-000000000000/request-revision',
        admin,
        reason,
      ),
      404,
    );

    const requested = moderationCaseDetail.parse(
      expectStatus(await send('POST', requestUrl, admin, reason), 200).json(),
    );
    expect(requested).toMatchObject({ state: 'revision_requested', reason: reason.reason });
    expect(requested.listing.status).toBe('blocked');
    expectError(await send('POST', requestUrl, admin, reason), 409);
    // Hidden from the public while the owner revises.
    expect(await isPublic(listing.id)).toBe(false);
    expect((await queue('?state=revision_requested')).map((item) => item.listing.id)).toContain(
      listing.id,
    );

    const told = await eventually(async () =>
      (await notificationsOf(seller)).find((item) => item.code === 'listing_revision_requested'),
    );
    expect(told).toMatchObject({
      body: reason.reason,
      link: `/shophub/edit-product/${listing.id}`,
    });
    const revisions = ownerRevisionList.parse(
      expectStatus(await send('GET', '/api/products/me/revision-requests', seller), 200).json(),
    );
    expect(revisions.items).toEqual([
      expect.objectContaining({
        listing_id: listing.id,
        state: 'revision_requested',
        reason: reason.reason,
      }),
    ]);
    expect(
      ownerRevisionList.parse(
        (await send('GET', '/api/products/me/revision-requests', stranger)).json(),
      ).items,
    ).toEqual([]);

    // Only its owner resubmits, and only what was asked to be revised.
    const resubmitUrl = `/api/products/${listing.id}/resubmit`;
    expectError(await send('POST', resubmitUrl, stranger), 403);
    expectError(await send('POST', resubmitUrl, admin), 403);
    await editProduct(app, seller, listing.id, {
      title: 'Vintage radio',
      description: 'Now with photos of the back panel.',
    });
    expectStatus(await send('POST', resubmitUrl, seller), 200);
    expectError(await send('POST', resubmitUrl, seller), 409);
    expect(await isPublic(listing.id)).toBe(false);
    expect((await queue('?state=resubmitted')).map((item) => item.listing.id)).toContain(
      listing.id,
    );

    const approved = moderationCaseDetail.parse(
      expectStatus(
        await send('POST', `/api/admin/moderation/listings/${listing.id}/approve`, admin),
        200,
      ).json(),
    );
    expect(approved).toMatchObject({ state: 'approved', reason: null });
    expect(approved.listing.status).toBe('active');
    expect(await isPublic(listing.id)).toBe(true);
    expect(approved.history.map((event) => [event.kind, event.actor?.id])).toEqual([
      ['revision_requested', admin.userId],
      ['resubmitted', seller.userId],
      ['approved', admin.userId],
    ]);
    expectError(
      await send('POST', `/api/admin/moderation/listings/${listing.id}/approve`, admin),
      409,
    );
    expect((await queue()).map((item) => item.listing.id)).not.toContain(listing.id);

    await eventually(async () =>
      (await notificationsOf(seller)).find((item) => item.code === 'listing_approved'),
    );
    const trail = await auditOf(listing.id);
    expect(trail.map((entry) => [entry.action, entry.actor.id])).toEqual([
      ['listing.approve', admin.userId],
      ['listing.resubmit', seller.userId],
      ['listing.request_revision', admin.userId],
    ]);
    expect(trail[2]).toMatchObject({
      before: { moderation_state: null, status: 'active' },
      after: {
        moderation_state: 'revision_requested',
        moderation_reason: reason.reason,
        status: 'blocked',
        blocked_reason: reason.reason,
      },
    });
    expect(trail[0]).toMatchObject({ after: { moderation_state: 'approved', status: 'active' } });
  });

  it('may end in a block with a reason, which an approval does not undo', async () => {
    const seller = await signUpSeller(app);
    const listing = await addProduct(app, seller, { title: 'Designer handbag' });
    const base = `/api/admin/moderation/listings/${listing.id}`;
    expectStatus(
      await send('POST', `${base}/request-revision`, admin, { reason: 'Show the receipt' }),
      200,
    );
    expectError(await send('POST', `${base}/block`, seller, { reason: 'Counterfeit' }), 403);
    const blocked = moderationCaseDetail.parse(
      expectStatus(
        await send('POST', `${base}/block`, admin, { reason: 'Counterfeit' }),
        200,
      ).json(),
    );
    expect(blocked).toMatchObject({ state: 'blocked', reason: 'Counterfeit' });
    expect(blocked.listing.status).toBe('blocked');
    expect(await isPublic(listing.id)).toBe(false);
    expectError(await send('POST', `${base}/approve`, admin), 409);
    expectError(await send('POST', `/api/products/${listing.id}/resubmit`, seller), 409);

    const told = await eventually(async () =>
      (await notificationsOf(seller)).find((item) => item.code === 'listing_blocked'),
    );
    expect(told?.body).toBe('Counterfeit');
    expect((await auditOf(listing.id)).map((entry) => entry.action)).toEqual([
      'listing.block',
      'listing.request_revision',
    ]);
  });

  it('approves a flagged listing without telling its owner, and filters the queue by division', async () => {
    const seller = await signUpSeller(app);
    const listing = await addProduct(app, seller, { title: 'Camping stove' });
    expectStatus(
      await send('POST', `/api/products/${listing.id}/reports`, buyer, { reason: 'Unsafe' }),
      204,
    );
    expect((await queue('?section=catalog')).map((item) => item.listing.id)).toContain(listing.id);
    expect((await queue('?section=services')).map((item) => item.listing.id)).not.toContain(
      listing.id,
    );
    expectStatus(
      await send('POST', `/api/admin/moderation/listings/${listing.id}/approve`, admin),
      200,
    );
    expect(await isPublic(listing.id)).toBe(true);
    const codes = (await notificationsOf(seller)).map((item) => item.code);
    expect(codes).not.toContain('listing_approved');
    expect((await queue('?state=approved')).map((item) => item.listing.id)).toContain(listing.id);
    expectError(await send('GET', '/api/admin/moderation/listings?state=nope', admin), 400);
  });
});
