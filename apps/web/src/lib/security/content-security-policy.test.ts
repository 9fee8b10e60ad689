import { describe, expect, it } from 'vitest';
import { mapTileImageSources, mapTiles } from '../site-config';
import { contentSecurityPolicy, createNonce } from './content-security-policy';

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('contentSecurityPolicy', () => {
  it("lets only scripts with the request's nonce run", () => {
    const policy = contentSecurityPolicy({ nonce: 'abc123', development: false });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      "'nonce-abc123'",
      "'strict-dynamic'",
    ]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('allows eval and the reload socket only in development', () => {
    const policy = contentSecurityPolicy({ nonce: 'n', development: true });
    expect(directive(policy, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(policy, 'connect-src')).toContain('ws:');
  });

  it("lets pictures load from OpenStreetMap's tile server by default, and from no other host", () => {
    const policy = contentSecurityPolicy({
      nonce: 'n',
      development: false,
      imageOrigins: mapTileImageSources(mapTiles({})),
    });
    expect(directive(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
    ]);
    const off = contentSecurityPolicy({
      nonce: 'n',
      development: false,
      imageOrigins: mapTileImageSources(mapTiles({ WEB_MAP_TILE_URL: 'off' })),
    });
    expect(directive(off, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('adds the configured picture origins', () => {
    const policy = contentSecurityPolicy({
      nonce: 'n',
      development: false,
      imageOrigins: ['https://tiles.example.org'],
    });
    expect(directive(policy, 'img-src')).toContain('https://tiles.example.org');
  });
});

describe('createNonce', () => {
  it('makes a fresh base64 value every time', () => {
    const first = createNonce();
    expect(first).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(first);
  });
});
