import { SignJWT, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { SignedPayloadError, verifySignedPayload } from './signed-payload';

const app = { clientId: 'bc-client-id', clientSecret: 'bc-client-secret-0123456789' };
const now = new Date('2026-11-24T21:00:00Z');
const nowSeconds = Math.floor(now.getTime() / 1000);

function sign(
  claims: JWTPayload,
  { secret = app.clientSecret, alg = 'HS256' }: { secret?: string; alg?: string } = {},
) {
  return new SignJWT({
    aud: app.clientId,
    iss: 'bc',
    iat: nowSeconds - 5,
    nbf: nowSeconds - 10,
    exp: nowSeconds + 60,
    jti: 'jti-1',
    sub: 'stores/abc123',
    user: { id: 9876543, email: 'owner@example.com', locale: 'en-US' },
    owner: { id: 9876543, email: 'owner@example.com' },
    url: '/',
    channel_id: null,
    ...claims,
  })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

describe('verifySignedPayload', () => {
  it('answers the store, the token id and the user of a well-signed payload', async () => {
    const payload = await verifySignedPayload(await sign({}), app, now);
    expect(payload).toEqual({
      storeHash: 'abc123',
      jti: 'jti-1',
      expiresAt: new Date((nowSeconds + 60) * 1000),
      user: { id: '9876543', email: 'owner@example.com' },
      owner: { id: '9876543', email: 'owner@example.com' },
      url: '/',
      channelId: null,
    });
  });

  it.each([
    ['signed with another secret', () => sign({}, { secret: 'not-the-client-secret' })],
    ['for another app', () => sign({ aud: 'other-client' })],
    ['from another issuer', () => sign({ iss: 'not-bc' })],
    ['expired', () => sign({ exp: nowSeconds - 120 })],
    ['not yet valid', () => sign({ nbf: nowSeconds + 600 })],
    ['without a store subject', () => sign({ sub: 'users/12' })],
    ['with a malformed store hash', () => sign({ sub: 'stores/ABC/../x' })],
    ['without a jti', () => sign({ jti: undefined })],
    ['signed with another algorithm', () => sign({}, { alg: 'HS512' })],
  ])('refuses a payload %s', async (_case, make) => {
    await expect(verifySignedPayload(await make(), app, now)).rejects.toBeInstanceOf(
      SignedPayloadError,
    );
  });

  it('refuses an unsigned token and garbage', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(
      JSON.stringify({ aud: app.clientId, iss: 'bc', exp: nowSeconds + 60, sub: 'stores/abc' }),
    ).toString('base64url');
    await expect(verifySignedPayload(`${header}.${body}.`, app, now)).rejects.toBeInstanceOf(
      SignedPayloadError,
    );
    await expect(verifySignedPayload('not-a-jwt', app, now)).rejects.toBeInstanceOf(
      SignedPayloadError,
    );
    await expect(verifySignedPayload('', app, now)).rejects.toBeInstanceOf(SignedPayloadError);
  });
});
