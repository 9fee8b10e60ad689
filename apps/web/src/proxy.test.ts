import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy';
import { CSP_NONCE_HEADER } from './lib/security/content-security-policy';
import { PAGE_LOCATION_HEADER } from './lib/session/headers';

function accessToken(type: string, expiresInS = 600): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const payload = {
    sub: '6f1c1f1e-3b7a-4c4e-9d1a-2f0a7b8c9d0e',
    type,
    sid: '0b7f7a52-2d1c-4d8e-b0b5-7e7d1c6a9f10',
    exp: Math.floor(Date.now() / 1000) + expiresInS,
  };
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;
}

function open(path: string, cookie?: string) {
  return proxy(new NextRequest(`http://bazaar.test${path}`, { headers: cookie ? { cookie } : {} }));
}

describe('proxy', () => {
  it('sends a visitor on a protected page to sign in, to come back afterwards', () => {
    const response = open('/profile/settings?tab=email');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(
      'http://bazaar.test/auth/sign-in?continue=%2Fprofile%2Fsettings%3Ftab%3Demail',
    );
  });

  it('shows the no-access view at the same address to an account without access', () => {
    const response = open('/profile/user-manager', `access_token=${accessToken('BUYER')}`);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://bazaar.test/403');
  });

  it('lets an allowed account through and forwards the location', () => {
    const response = open('/profile/user-manager?user=1', `access_token=${accessToken('ADMIN')}`);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get(`x-middleware-request-${PAGE_LOCATION_HEADER}`)).toBe(
      '/profile/user-manager?user=1',
    );
  });

  it("gives every page a script nonce of its own, in its policy and the render's headers", () => {
    const first = open('/');
    const second = open('/');
    const nonce = first.headers.get(`x-middleware-request-${CSP_NONCE_HEADER}`);
    expect(nonce).toBeTruthy();
    expect(first.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    expect(first.headers.get(`x-middleware-request-content-security-policy`)).toBe(
      first.headers.get('content-security-policy'),
    );
    expect(second.headers.get(`x-middleware-request-${CSP_NONCE_HEADER}`)).not.toBe(nonce);
  });

  it("lets pages load OpenStreetMap's tiles when no tile server is configured", () => {
    expect(open('/').headers.get('content-security-policy')).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org;",
    );
  });

  it('lets pages load map tiles from the configured tile server', () => {
    process.env['WEB_MAP_TILE_URL'] = 'https://tiles.example.org/{z}/{x}/{y}.png';
    try {
      expect(open('/').headers.get('content-security-policy')).toContain(
        "img-src 'self' data: blob: https://tiles.example.org",
      );
    } finally {
      delete process.env['WEB_MAP_TILE_URL'];
    }
  });

  it('renders a protected page for the browser to renew the session when the access token expired', () => {
    const response = open(
      '/profile/settings',
      `access_token=${accessToken('SELLER', -60)}; refresh_token=opaque`,
    );
    expect(response.headers.get('location')).toBeNull();
  });

  it('sends a signed-in user on from the sign-in page', () => {
    const response = open(
      '/auth/sign-in?continue=%2Fprofile',
      `access_token=${accessToken('SELLER')}`,
    );
    expect(response.headers.get('location')).toBe('http://bazaar.test/profile');
  });

  it.each([
    '%2F%09%2Fevil.example',
    '%2F%0D%0A%2Fevil.example',
    '%2F%5Cevil.example',
    '%2F.%2F%2Fevil.example',
    '%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
  ])('keeps a signed-in user on the site whatever continue says: %s', (value) => {
    const response = open(
      `/auth/sign-in?continue=${value}`,
      `access_token=${accessToken('BUYER')}`,
    );
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://bazaar.test/');
  });
});
