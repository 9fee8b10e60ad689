import { isErrorEnvelope, isStorableText, type ErrorEnvelope } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, GOOD_PASSWORD, nextIp, signUpSeller, type SignedIn } from '../test/accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertListing } from '../test/cart-fixtures';
import { productForm } from '../test/saved-listings';
import { UNSTORABLE_TEXT_MESSAGE, unstorableTextPaths } from './request-validation';

describe('unstorableTextPaths', () => {
  it('finds NUL characters and lone surrogates in values and keys, at any depth', () => {
    expect(
      unstorableTextPaths({
        title: 'Bike\u0000',
        items: [{ name: 'ok' }, { name: '\ud800' }],
        attributes: { 'colour\u0000': 'red' },
        note: 'tail \udfff',
      }),
    ).toEqual([['title'], ['items', 1, 'name'], ['attributes'], ['note']]);
  });

  it('keeps whole characters outside the Basic Multilingual Plane and ordinary text', () => {
    expect(isStorableText('Bike 🚲 München — 1\u00a0000 €')).toBe(true);
    expect(unstorableTextPaths({ emoji: '😀'.repeat(50), tab: 'a\tb\n' })).toEqual([]);
  });

  it('walks a body nested 100,000 levels deep without running out of stack', () => {
    let nested: unknown = '\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) nested = [nested];
    expect(unstorableTextPaths(nested)).toHaveLength(1);
  });
});

describe('text PostgreSQL cannot store', () => {
  let testApp: TestApp;
  let seller: SignedIn;
  const app = () => testApp.app;

  beforeAll(async () => {
    testApp = await buildTestApp();
    seller = await signUpSeller(app());
  });

  afterAll(async () => {
    await testApp?.close();
  });

  function refusal(response: { statusCode: number; json(): unknown }): ErrorEnvelope {
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(isErrorEnvelope(body)).toBe(true);
    expect((body as ErrorEnvelope).error_code).toBe('VALIDATION');
    return body as ErrorEnvelope;
  }

  it('refuses a NUL character in a query parameter, naming it', async () => {
    const response = await app().inject({ url: '/api/geo?q=a%00b' });
    expect(refusal(response).fields).toEqual([{ field: 'q', message: UNSTORABLE_TEXT_MESSAGE }]);
  });

  it('refuses a NUL character in a path parameter, naming it', async () => {
    const response = await app().inject({ url: '/api/geo/zipcodes/10%00/autocomplete' });
    expect(refusal(response).fields).toEqual([
      { field: 'zipcode', message: UNSTORABLE_TEXT_MESSAGE },
    ]);
  });

  it('refuses unstorable text in a body before anything is stored, naming each field', async () => {
    const response = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-up/user',
      remoteAddress: nextIp(),
      payload: {
        email: 'nul@example.test',
        password: GOOD_PASSWORD,
        first_name: 'Greta\u0000',
        last_name: 'Lange \ud800',
      },
    });
    const body = refusal(response);
    expect(body.fields?.map((f) => f.field).sort()).toEqual(['first_name', 'last_name']);
    expect(body.user_message).toContain('first_name');

    const signIn = await app().inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: nextIp(),
      payload: { email: 'nul@example.test', password: GOOD_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('names nested fields and objects with a bad key, as other validation errors do', async () => {
    const form = await productForm(app(), {
      description: 'Light trail shoe 🥾 with a grippy sole',
      attributes: { brand: 'Harbour\u0000', sku: 'HB-100', ['colour\ud800']: 'blue' },
    } as never);
    const response = await app().inject({
      method: 'POST',
      url: '/api/products/me/catalog',
      headers: bearer(seller.token),
      payload: form,
    });
    expect(
      refusal(response)
        .fields?.map((f) => f.field)
        .sort(),
    ).toEqual(['attributes', 'attributes.brand']);
  });

  it('refuses a lone surrogate in the JSON of a change to a listing', async () => {
    const listing = await insertListing(app(), seller.userId);
    const response = await app().inject({
      method: 'PATCH',
      url: `/api/products/me/catalog/${listing.id}`,
      headers: { ...bearer(seller.token), 'content-type': 'application/json' },
      payload: JSON.stringify(await productForm(app())).replace(
        '"Harbour trail shoe"',
        '"Harbour \\udc00 shoe"',
      ),
    });
    expect(refusal(response).fields?.map((f) => f.field)).toEqual(['title']);
  });
});
