import { auditEntryPage } from '@bazaar/contracts';
import { sql } from 'drizzle-orm';
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

let testApp: TestApp;
let app: App;
let admin: SignedIn;
let buyer: SignedIn;
let seller: SignedIn;
const send = requestSender(() => app);

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  [admin, buyer, seller] = await Promise.all([
    signUpAdmin(app),
    signUpBuyer(app),
    signUpSeller(app),
  ]);
});

afterAll(async () => {
  await testApp?.close();
});

const actorOf = (who: SignedIn) => ({
  actor: { id: who.userId, type: who.type },
  ip: '203.0.113.7',
});

async function page(query: string, who: SignedIn = admin) {
  const response = await send('GET', `/api/admin/audit-entries${query}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return auditEntryPage.parse(response.json());
}

describe('the audit trail', () => {
  it('keeps who did what to which record, before and after, and never a secret', async () => {
    await app.audit.record({
      ...actorOf(admin),
      action: 'account.block',
      subject: { type: 'account', id: seller.userId },
      before: { status: 'active' },
      after: { status: 'blocked', reason: 'Counterfeit goods', password_hash: 'x', token: 'y' },
    });
    const { items } = await page(`?subject=${seller.userId}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'account.block',
      subject_type: 'account',
      subject_id: seller.userId,
      before: { status: 'active' },
      after: { status: 'blocked', reason: 'Counterfeit goods' },
      ip: '203.0.113.7',
      actor: { id: admin.userId, type: 'ADMIN' },
    });
    expect(items[0]!.actor.display_name).not.toBe('');
  });

  it("is recorded inside the action's transaction: a rolled-back action leaves no entry", async () => {
    const subject = { type: 'listing' as const, id: 'rolled-back-listing' };
    await expect(
      app.db.transaction(async (tx) => {
        await app.audit.record({ ...actorOf(admin), action: 'listing.block', subject }, tx);
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    expect((await page('?subject=rolled-back-listing')).items).toEqual([]);
  });

  it('filters by actor, record kind, action and time, and pages newest first', async () => {
    for (let n = 0; n < 5; n += 1) {
      await app.audit.record({
        ...actorOf(admin),
        action: 'listing.request_revision',
        subject: { type: 'listing', id: `paged-${n}` },
      });
      // Distinct moments, so "newest first" has one answer.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    const first = await page(`?action=listing.request_revision&actor=${admin.userId}&limit=3`);
    expect(first.items.map((item) => item.subject_id)).toEqual(['paged-4', 'paged-3', 'paged-2']);
    const second = await page(
      `?action=listing.request_revision&actor=${admin.userId}&limit=3&cursor=${first.next_cursor}`,
    );
    expect(second.items.map((item) => item.subject_id)).toEqual(['paged-1', 'paged-0']);
    expect(second.next_cursor).toBeNull();
    expect((await page('?subject_type=catalog_node')).items).toEqual([]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await page(`?from=${encodeURIComponent(future)}`)).items).toEqual([]);
  });

  it('answers administrators only, and refuses a bad filter with the field named', async () => {
    expect((await send('GET', '/api/admin/audit-entries')).statusCode).toBe(401);
    expect((await send('GET', '/api/admin/audit-entries', buyer)).statusCode).toBe(403);
    expect((await send('GET', '/api/admin/audit-entries', seller)).statusCode).toBe(403);
    const bad = await send('GET', '/api/admin/audit-entries?subject_type=planet', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 400, error_code: 'VALIDATION' });
    expect((await send('GET', '/api/admin/audit-entries?cursor=nope', admin)).statusCode).toBe(400);
  });

  it('cannot be rewritten or deleted, not even by a query of the product', async () => {
    const appendOnly = { cause: { message: expect.stringMatching(/append only/) } };
    await expect(
      app.db.execute(sql`UPDATE audit_entries SET action = 'account.unblock'`),
    ).rejects.toMatchObject(appendOnly);
    await expect(app.db.execute(sql`DELETE FROM audit_entries`)).rejects.toMatchObject(appendOnly);
    expect((await page('?action=account.block')).items.length).toBeGreaterThan(0);
  });

  it('refuses an action code that is not <subject>.<verb>', async () => {
    await expect(
      app.audit.record({
        ...actorOf(admin),
        action: 'Blocked!',
        subject: { type: 'account', id: 'x' },
      }),
    ).rejects.toThrow(/subject/);
  });
});
