import {
  adminAccount,
  auditEntryPage,
  createdAccount,
  generatedPassword,
  IDEMPOTENCY_KEY_HEADER,
  notification,
  prepayBalance,
  prepayEntry,
  signInPage,
  type AccountType,
} from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../../app';
import { users } from '../../db/schema';
import {
  eventually,
  GOOD_PASSWORD,
  requestSender,
  signIn,
  signInRequest,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
  uniqueEmail,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';
import { createTestClock } from '../../test/test-clock';

const clock = createTestClock();
let testApp: TestApp;
let mailCatcher: MailCatcher;
let app: App;
let admin: SignedIn;
let superAdmin: SignedIn;
const send = requestSender(() => app);

async function promoted(who: SignedIn, type: AccountType): Promise<SignedIn> {
  await app.db.update(users).set({ accountType: type }).where(eq(users.id, who.userId));
  return { ...who, type };
}

beforeAll(async () => {
  mailCatcher = await startMailCatcher();
  testApp = await buildTestApp({
    clock,
    env: { SMTP_URL: mailCatcher.url, PUBLIC_URL: 'https://bazaar.example.test' },
  });
  app = testApp.app;
  admin = await signUpAdmin(app);
  superAdmin = await promoted(await signUpBuyer(app), 'SUPER_ADMIN');
});

afterAll(async () => {
  await testApp?.close();
  await mailCatcher?.close();
});

afterEach(() => clock.reset());

async function trailOf(subjectId: string) {
  const response = await send('GET', `/api/admin/audit-entries?subject=${subjectId}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return auditEntryPage.parse(response.json()).items;
}

const block = (who: SignedIn, id: string, reason = 'Selling counterfeit watches') =>
  send('POST', `/api/admin/users/${id}/block`, who, { reason });

describe('who may act on whom', () => {
  it('an ADMIN cannot block, edit, delete or set the password of a SUPER_ADMIN or another admin', async () => {
    const otherAdmin = await signUpAdmin(app);
    for (const target of [superAdmin.userId, otherAdmin.userId]) {
      const attempts = [
        await block(admin, target),
        await send('POST', `/api/admin/users/${target}/pause`, admin, { reason: 'Testing rules' }),
        await send('PATCH', `/api/admin/users/${target}`, admin, { first_name: 'Mallory' }),
        await send('DELETE', `/api/admin/users/${target}`, admin),
        await send('POST', `/api/admin/users/${target}/password/generate`, admin),
        await send('POST', `/api/admin/users/${target}/password/reset-link`, admin),
      ];
      for (const attempt of attempts) {
        expect(attempt.statusCode, attempt.body).toBe(403);
        expect(attempt.json().error_code).toBe('FORBIDDEN');
      }
      const unchanged = adminAccount.parse(
        (await send('GET', `/api/admin/users/${target}`, admin)).json(),
      );
      expect(unchanged).toMatchObject({ status: 'active' });
      expect(unchanged.first_name).not.toBe('Mallory');
      expect(await trailOf(target)).toEqual([]);
    }
    const addAdmin = await send('POST', '/api/admin/users', admin, {
      type: 'ADMIN',
      email: uniqueEmail('admin'),
    });
    expect(addAdmin.statusCode).toBe(403);
  });

  it('a SUPER_ADMIN blocks, edits and adds administrators', async () => {
    const otherAdmin = await signUpAdmin(app);
    expect((await block(superAdmin, otherAdmin.userId)).statusCode).toBe(204);
    expect((await send('GET', '/api/users/me', otherAdmin)).statusCode).toBe(401);
    const edited = await send('PATCH', `/api/admin/users/${otherAdmin.userId}`, superAdmin, {
      first_name: 'Ada',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(adminAccount.parse(edited.json())).toMatchObject({
      first_name: 'Ada',
      status: 'blocked',
      blocked_reason: 'Selling counterfeit watches',
    });
    const added = await send('POST', '/api/admin/users', superAdmin, {
      type: 'ADMIN',
      email: uniqueEmail('new-admin'),
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(createdAccount.parse(added.json()).account.type).toBe('ADMIN');
  });

  it('nobody blocks or deletes their own account here', async () => {
    expect((await block(superAdmin, superAdmin.userId)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/admin/users/${admin.userId}`, admin)).statusCode).toBe(403);
  });

  it('buyers and sellers get 403 on every user manager route', async () => {
    const buyer = await signUpBuyer(app);
    const seller = await signUpSeller(app);
    for (const who of [buyer, seller]) {
      for (const [method, url] of [
        ['GET', '/api/admin/users'],
        ['GET', `/api/admin/users/${admin.userId}`],
        ['PATCH', `/api/admin/users/${buyer.userId}`],
        ['POST', `/api/admin/users/${buyer.userId}/password/generate`],
        ['GET', `/api/admin/users/${buyer.userId}/sign-ins`],
      ] as const) {
        const response = await send(method, url, who, method === 'PATCH' ? {} : undefined);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
      const create = await send('POST', '/api/admin/users', who, {
        type: 'BUYER',
        email: uniqueEmail(),
      });
      expect(create.statusCode).toBe(403);
    }
  });
});

describe('acting on an account', () => {
  it('blocks with a reason: the owner is notified, the trail keeps it; unblocking lifts it', async () => {
    const buyer = await signUpBuyer(app);
    expect((await block(admin, buyer.userId, 'Spam in every chat')).statusCode).toBe(204);
    const blockedSession = await signIn(app, buyer.email, buyer.password);
    const notices = z
      .array(notification)
      .parse((await send('GET', '/api/notifications/me', blockedSession)).json());
    expect(notices[0]).toMatchObject({
      type: 'account',
      code: 'account_blocked',
      body: 'Spam in every chat',
    });
    const unblock = await send('POST', `/api/admin/users/${buyer.userId}/unblock`, admin, {
      reason: 'Appeal accepted',
    });
    expect(unblock.statusCode, unblock.body).toBe(204);
    const trail = await trailOf(buyer.userId);
    expect(trail.map((entry) => entry.action)).toEqual(['account.unblock', 'account.block']);
    expect(trail[1]).toMatchObject({
      actor: { id: admin.userId, type: 'ADMIN' },
      subject_type: 'account',
      before: { status: 'active' },
      after: { reason: 'Spam in every chat' },
    });
    expect(
      (await send('POST', `/api/admin/users/${buyer.userId}/unblock`, admin, { reason: 'Again' }))
        .statusCode,
    ).toBe(409);
  });

  it('edits the profile and records only what changed', async () => {
    const seller = await signUpSeller(app);
    const response = await send('PATCH', `/api/admin/users/${seller.userId}`, admin, {
      account_name: 'quay-lanterns',
      first_name: 'Jonas',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(adminAccount.parse(response.json()).seller?.account_name).toBe('quay-lanterns');
    const [entry] = await trailOf(seller.userId);
    expect(entry).toMatchObject({
      action: 'account.update',
      before: { account_name: 'harbour-goods', first_name: '' },
      after: { account_name: 'quay-lanterns', first_name: 'Jonas' },
    });
    const taken = await send('PATCH', `/api/admin/users/${seller.userId}`, admin, {
      email: admin.email,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('adds an account whose generated password signs in, shown once', async () => {
    const email = uniqueEmail('added');
    const response = await send('POST', '/api/admin/users', admin, {
      type: 'SELLER',
      email,
      first_name: 'Lena',
      account_name: 'lena-crafts',
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = createdAccount.parse(response.json());
    expect(created.account).toMatchObject({ type: 'SELLER', email, status: 'active' });
    const session = await signIn(app, email, created.password);
    expect(session.type).toBe('SELLER');
    const [entry] = await trailOf(created.account.id);
    expect(entry).toMatchObject({ action: 'account.create', after: { type: 'SELLER', email } });
    expect(JSON.stringify(entry)).not.toContain(created.password);
  });

  it('generates a new password: it signs in, the old one does not, sessions end', async () => {
    const buyer = await signUpBuyer(app);
    const response = await send(
      'POST',
      `/api/admin/users/${buyer.userId}/password/generate`,
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { password } = generatedPassword.parse(response.json());
    expect((await send('GET', '/api/users/me', buyer)).statusCode).toBe(401);
    expect((await signInRequest(app, buyer.email, GOOD_PASSWORD)).statusCode).toBe(401);
    await signIn(app, buyer.email, password);
    const [entry] = await trailOf(buyer.userId);
    expect(entry!.action).toBe('account.password_generate');
    expect(JSON.stringify(entry)).not.toContain(password);

    const history = signInPage.parse(
      (await send('GET', `/api/admin/users/${buyer.userId}/sign-ins`, admin)).json(),
    );
    expect(history.items).toHaveLength(2);
    expect(history.items.map((item) => item.ended)).toEqual([false, true]);
  });

  it('mails the restore link of "forgot password"', async () => {
    const buyer = await signUpBuyer(app);
    const response = await send(
      'POST',
      `/api/admin/users/${buyer.userId}/password/reset-link`,
      admin,
    );
    expect(response.statusCode, response.body).toBe(204);
    const mail = await eventually(
      () => mailCatcher.mailsTo(buyer.email, 'Set a new password for Bazaar')[0],
    );
    expect(mail.decoded).toContain('https://bazaar.example.test/auth/restore-password/');
    expect((await trailOf(buyer.userId))[0]!.action).toBe('account.password_reset_link');
  });

  it('deletes an account anonymised as self-service closing does', async () => {
    const seller = await signUpSeller(app);
    const response = await send('DELETE', `/api/admin/users/${seller.userId}`, admin);
    expect(response.statusCode, response.body).toBe(204);
    const [row] = await app.db.select().from(users).where(eq(users.id, seller.userId));
    expect(row).toMatchObject({
      email: `closed-${seller.userId}@closed.invalid`,
      passwordHash: '',
      firstName: '',
      lastName: '',
      phone: null,
    });
    expect(row!.deletedAt).not.toBeNull();
    expect((await send('GET', `/api/admin/users/${seller.userId}`, admin)).statusCode).toBe(404);
    expect((await signInRequest(app, seller.email, seller.password)).statusCode).toBe(401);
    const [entry] = await trailOf(seller.userId);
    expect(entry).toMatchObject({
      action: 'account.delete',
      before: { type: 'SELLER', status: 'active' },
    });
    expect(JSON.stringify(entry)).not.toContain(seller.email);
  });

  it("uploads an avatar and a seller's logo with the upload checks of the owner's own", async () => {
    const seller = await signUpSeller(app);
    const upload = async (kind: 'avatar' | 'logo', file: Buffer, type = 'image/png') => {
      const boundary = `----bazaar-test-${kind}`;
      const head =
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${kind}.png"\r\n` +
        `Content-Type: ${type}\r\n\r\n`;
      return app.inject({
        method: 'POST',
        url: `/api/admin/users/${seller.userId}/${kind}`,
        headers: {
          authorization: `Bearer ${admin.token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      });
    };
    const photo = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    const avatar = await upload('avatar', photo);
    expect(avatar.statusCode, avatar.body).toBe(200);
    expect(adminAccount.parse(avatar.json()).avatar).toMatch(/^\/api\/media\//);
    const logo = await upload('logo', photo);
    expect(logo.statusCode, logo.body).toBe(200);
    expect(adminAccount.parse(logo.json()).seller?.logo).toMatch(/^\/api\/media\//);
    expect((await upload('avatar', Buffer.from('not a picture'))).statusCode).toBe(400);
    expect((await trailOf(seller.userId)).map((entry) => entry.action)).toEqual([
      'account.logo',
      'account.avatar',
    ]);
  });

  it('pauses an active account: its owner is told, and unblocking lifts the pause', async () => {
    const buyer = await signUpBuyer(app);
    const pause = await send('POST', `/api/admin/users/${buyer.userId}/pause`, admin, {
      reason: 'Checking the reports',
    });
    expect(pause.statusCode, pause.body).toBe(204);
    const paused = adminAccount.parse(
      (await send('GET', `/api/admin/users/${buyer.userId}`, admin)).json(),
    );
    expect(paused).toMatchObject({ status: 'paused', blocked_reason: null });
    expect(
      (
        await send('POST', `/api/admin/users/${buyer.userId}/unblock`, admin, {
          reason: 'All fine',
        })
      ).statusCode,
    ).toBe(204);
    const active = adminAccount.parse(
      (await send('GET', `/api/admin/users/${buyer.userId}`, admin)).json(),
    );
    expect(active.status).toBe('active');
  });

  it('tops up a balance with the administrator as the entry’s author, in the trail', async () => {
    const seller = await signUpSeller(app);
    const topUp = await send(
      'POST',
      `/api/users/${seller.userId}/balance/top-ups`,
      admin,
      { amount_minor: 2500, note: 'Goodwill after an outage' },
      { [IDEMPOTENCY_KEY_HEADER]: `user-manager-${seller.userId}` },
    );
    expect(topUp.statusCode, topUp.body).toBe(201);
    expect(prepayEntry.parse(topUp.json()).author?.id).toBe(admin.userId);
    const balance = prepayBalance.parse(
      (await send('GET', `/api/users/${seller.userId}/balance`, admin)).json(),
    );
    expect(balance.balance.amount_minor).toBe(2500);
    const repeat = await send(
      'POST',
      `/api/users/${seller.userId}/balance/top-ups`,
      admin,
      { amount_minor: 2500, note: 'Goodwill after an outage' },
      { [IDEMPOTENCY_KEY_HEADER]: `user-manager-${seller.userId}` },
    );
    expect(repeat.statusCode).toBe(200);
    const trail = await trailOf(seller.userId);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      action: 'balance.top_up',
      subject_type: 'balance',
      after: { amount_minor: 2500, currency: 'EUR', note: 'Goodwill after an outage' },
    });
  });
});
