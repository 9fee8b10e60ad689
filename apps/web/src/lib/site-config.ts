/**
 * Settings of this Bazaar instance that the web reads at run time on the server (not at build
 * time, so one build serves any deployment). Whoever runs the instance is the operator that the
 * policy documents name.
 */

export interface OperatorDetails {
  /** Who runs this instance and is responsible for its data (the "controller"). */
  name: string;
  /** Where people send privacy requests and other questions. */
  email: string;
  /** Postal address, when the operator publishes one. */
  address: string | null;
}

export const DEFAULT_OPERATOR_NAME = 'Bazaar';
export const DEFAULT_OPERATOR_EMAIL = 'privacy@bazaar.local';

type Env = Record<string, string | undefined>;

function setting(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value && value.length > 0 ? value : null;
}

/** An http(s) address as typed in a setting, or null. */
function httpUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function operatorDetails(env: Env = process.env): OperatorDetails {
  return {
    name: setting(env, 'OPERATOR_NAME') ?? DEFAULT_OPERATOR_NAME,
    email: setting(env, 'OPERATOR_EMAIL') ?? DEFAULT_OPERATOR_EMAIL,
    address: setting(env, 'OPERATOR_ADDRESS'),
  };
}

/**
 * The address people open the marketplace at (PUBLIC_URL, which the api reads too for the links
 * in its mails), as an origin without a trailing slash; null when unset or not http(s). Canonical
 * addresses and link previews start with it.
 */
export function publicUrl(env: Env = process.env): string | null {
  const value = setting(env, 'PUBLIC_URL');
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * The public address of the operator's channel on a messaging app (MESSAGING_CHANNEL_URL), or
 * null. Without one, the exit dialog and the channel banner — both invitations to that channel —
 * stay off rather than send visitors to a channel the operator does not own.
 */
export function messagingChannelUrl(env: Env = process.env): string | null {
  return httpUrl(setting(env, 'MESSAGING_CHANNEL_URL'));
}

/** The credit a tile provider asks for, shown in the map's corner. */
export interface MapTileAttribution {
  /** Plain text, e.g. "© OpenStreetMap contributors". */
  text: string;
  /** Where the credit links to (the provider's copyright page), or null. */
  url: string | null;
}

/** The tile server the map view draws its background from. */
export interface MapTiles {
  /** A Leaflet URL template, e.g. `https://tile.example.org/{z}/{x}/{y}.png`. */
  urlTemplate: string;
  attribution: MapTileAttribution | null;
}

/**
 * OpenStreetMap's standard tiles, the map's default background, with the credit their licence
 * asks for. Their usage policy (https://operations.osmfoundation.org/policies/tiles/) allows
 * light use; an instance with heavy traffic sets its own tile server.
 */
export const OPENSTREETMAP_TILES: MapTiles = {
  urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: {
    text: '© OpenStreetMap contributors',
    url: 'https://www.openstreetmap.org/copyright',
  },
};

/** The WEB_MAP_TILE_URL that turns tiles off: pins on a plain background. */
const MAP_TILES_OFF = 'off';

/**
 * The map's tiles: OpenStreetMap's by default; an operator's own tile server
 * (WEB_MAP_TILE_URL, an http(s) template with {z}, {x} and {y}, credited with
 * WEB_MAP_TILE_ATTRIBUTION and WEB_MAP_TILE_ATTRIBUTION_URL); or none with `off`, or for a
 * template that is not one (traffic is not sent to a server nobody chose). Without tiles the map
 * still shows every listing on a plain background.
 */
export function mapTiles(env: Env = process.env): MapTiles | null {
  const urlTemplate = setting(env, 'WEB_MAP_TILE_URL');
  if (!urlTemplate) return OPENSTREETMAP_TILES;
  if (urlTemplate.toLowerCase() === MAP_TILES_OFF) return null;
  if (!['{z}', '{x}', '{y}'].every((part) => urlTemplate.includes(part))) return null;
  if (!httpUrl(urlTemplate.replace(/\{[a-z]+\}/g, '0'))) return null;
  const text = setting(env, 'WEB_MAP_TILE_ATTRIBUTION');
  return {
    urlTemplate,
    attribution: text ? { text, url: httpUrl(setting(env, 'WEB_MAP_TILE_ATTRIBUTION_URL')) } : null,
  };
}

/**
 * Where map tiles load from, as Content-Security-Policy sources for `img-src` (`{s}`
 * subdomains become a wildcard); empty without tiles.
 */
export function mapTileImageSources(tiles: MapTiles | null): string[] {
  const origin = tiles?.urlTemplate.replace(/\{s\}/g, '*').match(/^https?:\/\/[^/?#]+/)?.[0];
  return origin ? [origin] : [];
}
