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

  it('takes map tiles only as an http(s) template with {z}, {x} and {y}', () => {
    expect(mapTiles({})).toBeNull();
    expect(mapTiles({ WEB_MAP_TILE_URL: 'https://tiles.example.org/map.png' })).toBeNull();
    expect(mapTiles({ WEB_MAP_TILE_URL: 'javascript:{z}{x}{y}' })).toBeNull();
    expect(
      mapTiles({
        WEB_MAP_TILE_URL: ' https://{s}.tiles.example.org/{z}/{x}/{y}.png ',
        WEB_MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
      }),
    ).toEqual({
      urlTemplate: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
    });
  });

  it('names the origin map tiles load from, for the content security policy', () => {
    expect(mapTileImageSources(null)).toEqual([]);
    expect(
      mapTileImageSources({
        urlTemplate: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
        attribution: null,
      }),
    ).toEqual(['https://*.tiles.example.org']);
  });
});
