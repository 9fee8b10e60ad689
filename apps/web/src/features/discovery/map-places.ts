import { type DiscoveryListingCard } from '@bazaar/contracts';

/** One pin on the map: the listings at one place (their points are rounded to about 1 km). */
export interface MapPlace {
  key: string;
  latitude: number;
  longitude: number;
  listings: DiscoveryListingCard[];
}

/** The pins of some results, in the order their first listing comes; listings without a place are left out. */
export function mapPlaces(listings: readonly DiscoveryListingCard[]): MapPlace[] {
  const places = new Map<string, MapPlace>();
  for (const listing of listings) {
    const point = listing.map_point;
    if (!point) continue;
    const key = `${point.latitude.toFixed(4)},${point.longitude.toFixed(4)}`;
    const place = places.get(key);
    if (place) place.listings.push(listing);
    else places.set(key, { key, ...point, listings: [listing] });
  }
  return [...places.values()];
}

/** South-west and north-east corners around some points, or null for none. */
export function boundsOf(
  points: readonly { latitude: number; longitude: number }[],
): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  const latitudes = points.map((point) => point.latitude);
  const longitudes = points.map((point) => point.longitude);
  return [
    [Math.min(...latitudes), Math.min(...longitudes)],
    [Math.max(...latitudes), Math.max(...longitudes)],
  ];
}
