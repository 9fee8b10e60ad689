import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OPERATOR_EMAIL,
  DEFAULT_OPERATOR_NAME,
  mapTileImageSources,
  mapTiles,
  messagingChannelUrl,
  operatorDetails,
  publicUrl,
} from './site-config';

describe('site configuration', () => {
  it('names the operator from the environment, with defaults', () => {
    expect(operatorDetails({})).toEqual({
      name: DEFAULT_OPERATOR_NAME,
      email: DEFAULT_OPERATOR_EMAIL,
      address: null,
    });
    expect(
      operatorDetails({
        OPERATOR_NAME: ' Kiezmarkt UG ',
        OPERATOR_EMAIL: 'hello@kiezmarkt.example',
        OPERATOR_ADDRESS: 'Hauptstraße 1, Berlin',
      }),
    ).toEqual({
      name: 'Kiezmarkt UG',
      email: 'hello@kiezmarkt.example',
      address: 'Hauptstraße 1, Berlin',
    });
  });

  it('takes the public address only as http(s), without a trailing slash', () => {
    expect(publicUrl({})).toBeNull();
    expect(publicUrl({ PUBLIC_URL: 'ftp://bazaar.example' })).toBeNull();
    expect(publicUrl({ PUBLIC_URL: 'not a url' })).toBeNull();
    expect(publicUrl({ PUBLIC_URL: ' https://bazaar.example/ ' })).toBe('https://bazaar.example');
    expect(publicUrl({ PUBLIC_URL: 'https://example.org/market/' })).toBe(
      'https://example.org/market',
    );
  });

  it('takes the messaging channel only as an http(s) address', () => {
    expect(messagingChannelUrl({})).toBeNull();
    expect(messagingChannelUrl({ MESSAGING_CHANNEL_URL: '  ' })).toBeNull();
    expect(messagingChannelUrl({ MESSAGING_CHANNEL_URL: 'javascript:alert(1)' })).toBeNull();
    expect(messagingChannelUrl({ MESSAGING_CHANNEL_URL: 'not a url' })).toBeNull();
    expect(messagingChannelUrl({ MESSAGING_CHANNEL_URL: 'https://t.me/bazaar_deals' })).toBe(
      'https://t.me/bazaar_deals',
    );
  });

  it("draws maps on OpenStreetMap's standard tiles, credited, unless told otherwise", () => {
    for (const env of [{}, { WEB_MAP_TILE_URL: '  ' }]) {
      expect(mapTiles(env)).toEqual({
        urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: {
          text: '© OpenStreetMap contributors',
          url: 'https://www.openstreetmap.org/copyright',
        },
      });
    }
    expect(mapTiles({ WEB_MAP_TILE_URL: 'off' })).toBeNull();
    expect(mapTiles({ WEB_MAP_TILE_URL: 'OFF' })).toBeNull();
  });

  it("takes an operator's tiles only as an http(s) template with {z}, {x} and {y}", () => {
    expect(mapTiles({ WEB_MAP_TILE_URL: 'https://tiles.example.org/map.png' })).toBeNull();
    expect(mapTiles({ WEB_MAP_TILE_URL: 'javascript:{z}{x}{y}' })).toBeNull();
    expect(
      mapTiles({
        WEB_MAP_TILE_URL: ' https://{s}.tiles.example.org/{z}/{x}/{y}.png ',
        WEB_MAP_TILE_ATTRIBUTION: '© Example Maps',
        WEB_MAP_TILE_ATTRIBUTION_URL: 'https://example.org/credits',
      }),
    ).toEqual({
      urlTemplate: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      attribution: { text: '© Example Maps', url: 'https://example.org/credits' },
    });
    expect(
      mapTiles({
        WEB_MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png',
        WEB_MAP_TILE_ATTRIBUTION: '© Example Maps',
        WEB_MAP_TILE_ATTRIBUTION_URL: 'javascript:alert(1)',
      })?.attribution,
    ).toEqual({ text: '© Example Maps', url: null });
    expect(
      mapTiles({ WEB_MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' })?.attribution,
    ).toBeNull();
  });

  it('names the origin map tiles load from, for the content security policy', () => {
    expect(mapTileImageSources(null)).toEqual([]);
    expect(mapTileImageSources(mapTiles({}))).toEqual(['https://tile.openstreetmap.org']);
    expect(
      mapTileImageSources({
        urlTemplate: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        attribution: null,
      }),
    ).toEqual(['https://*.tiles.example.org']);
  });
});
