import { describe, expect, it } from 'vitest';
import { decodeAccessToken, isUnexpired, sessionAuthFromToken } from './access-token';

const claims = {
  sub: '6f1c1f1e-3b7a-4c4e-9d1a-2f0a7b8c9d0e',
  type: 'SELLER',
  sid: '0b7f7a52-2d1c-4d8e-b0b5-7e7d1c6a9f10',
  exp: Math.floor(Date.UTC(2030, 0, 1) / 1000),
};

function tokenWith(payload: unknown): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('access tokens', () => {
  it("reads a JWT's claims without verifying it", () => {
    expect(decodeAccessToken(tokenWith(claims))).toEqual(claims);
  });

  it('refuses anything that is not a token with the expected claims', () => {
    expect(decodeAccessToken('not-a-token')).toBeNull();
    expect(decodeAccessToken(tokenWith({ sub: 'x' }))).toBeNull();
    expect(decodeAccessToken(`${tokenWith(claims).split('.')[0]}.%%%.x`)).toBeNull();
  });

  it('turns a usable token into the auth state, and an expired one into nothing', () => {
    const token = tokenWith(claims);
    expect(sessionAuthFromToken(token, Date.UTC(2029, 0, 1))).toEqual({
      token,
      tokenExpiration: '2030-01-01T00:00:00.000Z',
      userId: claims.sub,
      userType: 'SELLER',
      tokenData: claims,
    });
    expect(sessionAuthFromToken(token, Date.UTC(2030, 0, 2))).toBeNull();
  });

  it('counts a token about to expire as expired', () => {
    const now = Date.UTC(2030, 0, 1);
    expect(isUnexpired(new Date(now + 2_000).toISOString(), now)).toBe(false);
    expect(isUnexpired(new Date(now + 60_000).toISOString(), now)).toBe(true);
    expect(isUnexpired(null, now)).toBe(false);
  });
});
