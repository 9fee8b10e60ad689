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
  const value = setting(env, 'MESSAGING_CHANNEL_URL');
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The tile server the map view draws its background from. */
export interface MapTiles {
  /** A Leaflet URL template, e.g. `https://tile.example.org/{z}/{x}/{y}.png`. */
  urlTemplate: string;
  /** The credit the tile provider asks for (plain text), shown in the map's corner. */
  attribution: string | null;
}

/**
 * The map's tiles (WEB_MAP_TILE_URL, WEB_MAP_TILE_ATTRIBUTION), or null. There is no default: a
 * public tile server has usage rules an operator must accept, and an instance without internet
 * must not try. Without tiles the map still shows every listing on a plain background.
 */
export function mapTiles(env: Env = process.env): MapTiles | null {
  const urlTemplate = setting(env, 'WEB_MAP_TILE_URL');
  if (!urlTemplate || !['{z}', '{x}', '{y}'].every((part) => urlTemplate.includes(part))) {
    return null;
  }
  try {
    const { protocol } = new URL(urlTemplate.replace(/\{[a-z]+\}/g, '0'));
    if (protocol !== 'https:' && protocol !== 'http:') return null;
  } catch {
    return null;
  }
  return { urlTemplate, attribution: setting(env, 'WEB_MAP_TILE_ATTRIBUTION') };
}

/**
 * Where map tiles load from, as Content-Security-Policy sources for `img-src` (`{s}`
 * subdomains become a wildcard); empty without tiles.
 */
export function mapTileImageSources(tiles: MapTiles | null): string[] {
  const origin = tiles?.urlTemplate.replace(/\{s\}/g, '*').match(/^https?:\/\/[^/?#]+/)?.[0];
  return origin ? [origin] : [];
}
