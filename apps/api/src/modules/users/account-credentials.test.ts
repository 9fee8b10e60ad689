import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { verificationStatus } from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import {
  bearer,
  eventually,
  GOOD_PASSWORD,
  nextIp,
  signIn,
  signInRequest,
  signUpBuyer,
  signUpSeller,
  uniqueEmail,
} from '../../test/accounts';
import { usersTestApp } from './users.test-kit';

const { app, config, clock, gatewayCalls, me } = usersTestApp();

describe('seller and buyer profiles', () => {
  it('changes the email with the password; it has to be verified again', async () => {
    const buyer = await signUpBuyer(app());
    await app()
      .db.update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, buyer.userId));
    const wrong = await app().inject({
      method: 'PUT',
      url: '/api/buyers/me/email',
      headers: bearer(buyer.token),
      payload: { email: uniqueEmail('new'), password: 'not-my-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual([
      { field: 'password', message: 'The password is not correct' },
    ]);

    const taken = await signUpBuyer(app());
    const conflict = await app().inject({
      method: 'PUT',
      url: '/api/buyers/me/email',
      headers: bearer(buyer.token),
      payload: { email: taken.email, password: GOOD_PASSWORD },
    });
    expect(conflict.statusCode).toBe(409);

    const newEmail = uniqueEmail('new');
    const changed = await app().inject({
      method: 'PUT',
      url: '/api/buyers/me/email',
      headers: bearer(buyer.token),
      payload: { email: newEmail.toUpperCase(), password: GOOD_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe(newEmail);
    expect((await me(buyer.token)).json()).toMatchObject({
      email: newEmail,
      email_verified: false,
    });
    expect((await signInRequest(app(), newEmail, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const seller = await signUpSeller(app());
    const otherDevice = await signIn(app(), seller.email, GOOD_PASSWORD);
    const common = await app().inject({
      method: 'PUT',
      url: '/api/sellers/me/password',
      headers: bearer(seller.token),
      payload: { current_password: GOOD_PASSWORD, new_password: '1234567890' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().fields[0].field).toBe('new_password');

    const changed = await app().inject({
      method: 'PUT',
      url: '/api/sellers/me/password',
      headers: bearer(seller.token),
      payload: { current_password: GOOD_PASSWORD, new_password: 'granite-meadow-falcon-3' },
    });
    expect(changed.statusCode).toBe(204);
    expect((await me(seller.token)).statusCode).toBe(200);
    expect((await me(otherDevice.token)).statusCode).toBe(401);
    expect((await signInRequest(app(), seller.email, GOOD_PASSWORD)).statusCode).toBe(401);
    expect((await signInRequest(app(), seller.email, 'granite-meadow-falcon-3')).statusCode).toBe(
      200,
    );
  });
});

describe('email and phone verification', () => {
  const outboxMails = () => {
    const folder = path.join(config().dataDir, 'outbox', 'mail');
    return existsSync(folder)
      ? readdirSync(folder)
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .map((name) => readFileSync(path.join(folder, name), 'utf8'))
      : [];
  };
  const lastCodeTo = (email: string) => {
    const mail = outboxMails()
      .filter((m) => m.includes(`To: ${email}`))
      .at(-1);
    return /Subject: Your Bazaar code: (\d{6})/.exec(mail ?? '')?.[1];
  };
  const verification = (token: string, channel: string, action: string, payload?: object) =>
    app().inject({
      method: 'POST',
      url: `/api/users/me/verification/${channel}/${action}`,
      headers: bearer(token),
      remoteAddress: nextIp(),
      ...(payload ? { payload } : {}),
    });

  it('welcomes a new account by mail, asking it to confirm its address (issue 35)', async () => {
    const buyer = await signUpBuyer(app());
    const folder = path.join(config().dataDir, 'outbox', 'mail');
    // The readable copy of each mail (the .eml beside it is quoted-printable).
    const welcome = await eventually(
      () =>
        (existsSync(folder) ? readdirSync(folder) : [])
          .filter((name) => name.endsWith('.txt'))
          .map((name) => readFileSync(path.join(folder, name), 'utf8'))
          .find((mail) => mail.includes(`To: ${buyer.email}\nSubject: Welcome to Bazaar`)),
      20_000,
    );
    expect(welcome).toContain('Please confirm your email address');
    expect(welcome).toContain('/profile/settings#email');
  });

  it('verifies the email with a 6-digit code written to the mail outbox', async () => {
    const buyer = await signUpBuyer(app());
    const started = await verification(buyer.token, 'email', 'initiate', {});
    expect(started.statusCode, started.body).toBe(202);
    const status = verificationStatus.parse(started.json());
    expect(status.sent_to).toMatch(/^b•••@example\.test$/);
    expect(Date.parse(status.expires_at) - Date.now()).toBeGreaterThan(590_000);

    const code = lastCodeTo(buyer.email);
    expect(code).toMatch(/^\d{6}$/);
    const folder = path.join(config().dataDir, 'outbox', 'mail');
    const readable = readdirSync(folder).filter((name) => name.endsWith('.txt'));
    expect(
      readable.map((name) => readFileSync(path.join(folder, name), 'utf8')).join('\n'),
    ).toContain(`To: ${buyer.email}\nSubject: Your Bazaar code: ${code}`);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await verification(buyer.token, 'email', 'verify', { code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error_code).toBe('FAILED_VERIFICATION');

    const verified = await verification(buyer.token, 'email', 'verify', { code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ email_verified: true });
    expect((await verification(buyer.token, 'email', 'initiate', {})).statusCode).toBe(409);
  });

  it('uses a code up after five wrong tries, and expires it after ten minutes', async () => {
    const buyer = await signUpBuyer(app());
    await verification(buyer.token, 'email', 'initiate', {});
    const code = lastCodeTo(buyer.email)!;
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await verification(buyer.token, 'email', 'verify', { code: wrongCode })).statusCode,
      ).toBe(400);
    }
    const usedUp = await verification(buyer.token, 'email', 'verify', { code });
    expect(usedUp.statusCode).toBe(429);
    expect(usedUp.json().error_code).toBe('max_attempts');

    clock.advanceSeconds(61);
    expect((await verification(buyer.token, 'email', 'resend')).statusCode).toBe(202);
    const fresh = lastCodeTo(buyer.email)!;
    clock.advanceSeconds(601);
    const expired = await verification(buyer.token, 'email', 'verify', { code: fresh });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().user_message).toContain('expired');
  });

  it('resends after a 60 s cool-down and at most 5 codes an hour', async () => {
    const buyer = await signUpBuyer(app());
    expect((await verification(buyer.token, 'email', 'resend')).statusCode).toBe(400);
    expect((await verification(buyer.token, 'email', 'initiate', {})).statusCode).toBe(202);
    const tooSoon = await verification(buyer.token, 'email', 'resend');
    expect(tooSoon.statusCode).toBe(429);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(50);
    for (let i = 0; i < 4; i += 1) {
      clock.advanceSeconds(61);
      expect((await verification(buyer.token, 'email', 'resend')).statusCode).toBe(202);
    }
    clock.advanceSeconds(61);
    const sixth = await verification(buyer.token, 'email', 'resend');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error_code).toBe('max_attempts');
    clock.advanceSeconds(3_600);
    const later = await signIn(app(), buyer.email, GOOD_PASSWORD);
    expect((await verification(later.token, 'email', 'resend')).statusCode).toBe(202);
  });

  it('verifies a phone number with a code sent through the SMS gateway', async () => {
    const seller = await signUpSeller(app());
    const noPhone = await verification(seller.token, 'phone', 'initiate', {});
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().fields[0].field).toBe('phone');

    const started = await verification(seller.token, 'phone', 'initiate', {
      phone: '+49 170 5550123',
    });
    expect(started.statusCode, started.body).toBe(202);
    expect(started.json().sent_to).toBe('•••• 0123');
    const call = gatewayCalls.at(-1)!;
    expect(call.authorization).toBe('Bearer gateway-test-token');
    expect(call.body.to).toBe('+49 170 5550123');
    const code = /\b(\d{6})\b/.exec(call.body.text)?.[1];
    expect(code).toBeDefined();

    const verified = await verification(seller.token, 'phone', 'verify', { code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ phone: '+49 170 5550123', phone_verified: true });

    // A new number has to be verified again.
    const changed = await app().inject({
      method: 'PATCH',
      url: '/api/sellers/me',
      headers: bearer(seller.token),
      payload: { phone: '+49 170 5550999' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(seller.token)).json().phone_verified).toBe(false);
  });

  it('is for buyers and sellers only', async () => {
    const admin = await signUpBuyer(app());
    await app().db.update(users).set({ accountType: 'ADMIN' }).where(eq(users.id, admin.userId));
    const response = await verification(admin.token, 'email', 'initiate', {});
    expect(response.statusCode).toBe(403);
  });
});
