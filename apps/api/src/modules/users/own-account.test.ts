import { existsSync } from 'node:fs';
import { buyerProfile, companyDetails, currentUser, sellerProfile } from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listings, sessions, users } from '../../db/schema';
import {
  bearer,
  GOOD_PASSWORD,
  signInRequest,
  signUpBuyer,
  signUpSeller,
} from '../../test/accounts';
import { photo, usersTestApp } from './users.test-kit';

const { app, me, upload, mediaFile } = usersTestApp();

describe('GET /api/users/me', () => {
  it('answers the current user with status, type, avatar and products_in_comparison', async () => {
    const buyer = await signUpBuyer(app());
    const response = await me(buyer.token);
    expect(response.statusCode).toBe(200);
    const body = currentUser.parse(response.json());
    expect(Object.keys(response.json()).sort()).toEqual(
      [
        'avatar',
        'blocked_reason',
        'display_name',
        'email',
        'email_verified',
        'first_name',
        'id',
        'last_name',
        'phone',
        'phone_verified',
        'products_in_comparison',
        'status',
        'type',
      ].sort(),
    );
    expect(body).toMatchObject({
      id: buyer.userId,
      email: buyer.email,
      type: 'BUYER',
      status: 'active',
      blocked_reason: null,
      avatar: null,
      products_in_comparison: 0,
      email_verified: false,
      display_name: 'Greta Lange',
    });
  });

  it('answers 401 UNAUTHORIZED without a token or with a forged one', async () => {
    expect((await app().inject({ url: '/api/users/me' })).json()).toMatchObject({
      status: 401,
      error_code: 'UNAUTHORIZED',
    });
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDAifQ.c2lnbmF0dXJl';
    expect((await me(forged)).statusCode).toBe(401);
  });
});

describe('seller and buyer profiles', () => {
  it('serves /sellers/me to sellers only and /buyers/me to buyers only', async () => {
    const seller = await signUpSeller(app());
    const buyer = await signUpBuyer(app());
    expect(
      sellerProfile.parse(
        (await app().inject({ url: '/api/sellers/me', headers: bearer(seller.token) })).json(),
      ).user_id,
    ).toBe(seller.userId);
    expect(
      buyerProfile.parse(
        (await app().inject({ url: '/api/buyers/me', headers: bearer(buyer.token) })).json(),
      ).user_id,
    ).toBe(buyer.userId);

    const buyerOnSellers = await app().inject({
      url: '/api/sellers/me',
      headers: bearer(buyer.token),
    });
    expect(buyerOnSellers.statusCode).toBe(403);
    expect(buyerOnSellers.json().error_code).toBe('FORBIDDEN');
    expect(
      (await app().inject({ url: '/api/buyers/me', headers: bearer(seller.token) })).statusCode,
    ).toBe(403);
  });

  it('updates a seller’s names and the business-name switch', async () => {
    const seller = await signUpSeller(app());
    const response = await app().inject({
      method: 'PATCH',
      url: '/api/sellers/me',
      headers: bearer(seller.token),
      payload: {
        account_name: 'harbour-two',
        business_name_as_account_name: false,
        first_name: 'Ole',
        phone: '+49 40 1234567',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      account_name: 'harbour-two',
      business_name: 'Harbour Goods GmbH',
      business_name_as_account_name: false,
      first_name: 'Ole',
      phone: '+49 40 1234567',
    });
    expect((await me(seller.token)).json().display_name).toBe('harbour-two');
  });

  it('updates a buyer’s names and refuses a bad phone number naming the field', async () => {
    const buyer = await signUpBuyer(app());
    const ok = await app().inject({
      method: 'PATCH',
      url: '/api/buyers/me',
      headers: bearer(buyer.token),
      payload: { first_name: 'Marta', last_name: null },
    });
    expect(ok.json()).toMatchObject({ first_name: 'Marta', last_name: null });
    const bad = await app().inject({
      method: 'PATCH',
      url: '/api/buyers/me',
      headers: bearer(buyer.token),
      payload: { phone: 'call me maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].field).toBe('phone');
  });

  it('pauses and unpauses; a paused account’s listings leave the public pages', async () => {
    const seller = await signUpSeller(app());
    const [listing] = await app()
      .db.insert(listings)
      .values({
        ownerId: seller.userId,
        section: 'catalog',
        title: 'Harbour lamp',
        priceMinor: 4_900,
        currency: 'EUR',
        draftState: 'sent',
      })
      .returning();
    const isPublic = async () =>
      (await app().inject({ url: '/api/listings?section=catalog&limit=60' }))
        .json()
        .items.some((item: { id: string }) => item.id === listing!.id);
    expect(await isPublic()).toBe(true);

    const paused = await app().inject({
      method: 'POST',
      url: '/api/sellers/me/pause',
      headers: bearer(seller.token),
    });
    expect(paused.json().status).toBe('paused');
    expect(await isPublic()).toBe(false);
    expect((await me(seller.token)).json().status).toBe('paused');

    const unpaused = await app().inject({
      method: 'POST',
      url: '/api/sellers/me/unpause',
      headers: bearer(seller.token),
    });
    expect(unpaused.json().status).toBe('active');
    expect(await isPublic()).toBe(true);
  });

  it('closes an account: anonymised, signed out, listings paused, email free again', async () => {
    const seller = await signUpSeller(app());
    const avatar = await upload('/api/users/me/avatar', seller.token, await photo(300, 200));
    const avatarUrl = avatar.json().avatar as string;
    await app().db.insert(listings).values({
      ownerId: seller.userId,
      section: 'catalog',
      title: 'Harbour chair',
      priceMinor: 9_900,
      currency: 'EUR',
      draftState: 'sent',
    });

    const wrong = await app().inject({
      method: 'DELETE',
      url: '/api/sellers/me',
      headers: bearer(seller.token),
      payload: { password: 'not-my-password' },
    });
    expect(wrong.statusCode).toBe(400);

    const closed = await app().inject({
      method: 'DELETE',
      url: '/api/sellers/me',
      headers: bearer(seller.token),
      payload: { password: GOOD_PASSWORD },
    });
    expect(closed.statusCode, closed.body).toBe(204);

    const [row] = await app().db.select().from(users).where(eq(users.id, seller.userId));
    expect(row).toMatchObject({
      email: `closed-${seller.userId}@closed.invalid`,
      firstName: '',
      lastName: '',
      phone: null,
      avatarUrl: null,
      passwordHash: '',
      status: 'active',
    });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(existsSync(mediaFile(avatarUrl))).toBe(false);
    const owned = await app().db.select().from(listings).where(eq(listings.ownerId, seller.userId));
    expect(owned.every((listing) => listing.status === 'paused')).toBe(true);
    const open = await app().db.select().from(sessions).where(eq(sessions.userId, seller.userId));
    expect(open.every((session) => session.revokedAt !== null)).toBe(true);

    expect((await me(seller.token)).statusCode).toBe(401);
    const signInAgain = await signInRequest(app(), seller.email, GOOD_PASSWORD);
    expect(signInAgain.statusCode).toBe(401);
    expect(signInAgain.json().error_code).toBe('INVALID_CREDENTIALS');
    // The address can open a new account.
    await signUpBuyer(app(), seller.email);
  });

  it('closes a buyer account too', async () => {
    const buyer = await signUpBuyer(app());
    const closed = await app().inject({
      method: 'DELETE',
      url: '/api/buyers/me',
      headers: bearer(buyer.token),
      payload: { password: GOOD_PASSWORD },
    });
    expect(closed.statusCode).toBe(204);
    expect((await me(buyer.token)).statusCode).toBe(401);
  });
});

describe('GET /api/companies/:id (spec §7 "Companies details")', () => {
  it("answers an active seller's company to anyone, and 404 for buyers, paused and unknown accounts", async () => {
    const seller = await signUpSeller(app());
    const pickup = { street: 'Hafenstraße 4', zip_code: '20457', city: 'Hamburg' };
    const updated = await app().inject({
      method: 'PATCH',
      url: '/api/sellers/me',
      headers: bearer(seller.token),
      payload: {
        business_name: 'Harbour Goods GmbH',
        business_name_as_account_name: true,
        pickup_address: pickup,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const company = await app().inject({ url: `/api/companies/${seller.userId}` });
    expect(company.statusCode, company.body).toBe(200);
    expect(companyDetails.parse(company.json())).toEqual({
      id: seller.userId,
      display_name: 'Harbour Goods GmbH',
      business_name: 'Harbour Goods GmbH',
      logo: null,
      pickup_address: pickup,
    });

    const buyer = await signUpBuyer(app());
    expect((await app().inject({ url: `/api/companies/${buyer.userId}` })).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await app().inject({ url: `/api/companies/${unknown}` })).statusCode).toBe(404);
    const paused = await app().inject({
      method: 'POST',
      url: '/api/sellers/me/pause',
      headers: bearer(seller.token),
    });
    expect(paused.statusCode, paused.body).toBeLessThan(300);
    expect((await app().inject({ url: `/api/companies/${seller.userId}` })).statusCode).toBe(404);
  });
});
