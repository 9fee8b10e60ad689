import type { DiscoveryListingCard } from '@bazaar/contracts';
import { toListingCard, type FoundListingRow } from '../listings';

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Found listings as the showroom's cards: rounded map points, and distances when searched around. */
export function cardsOf(
  rows: readonly FoundListingRow[],
  withDistance: boolean,
): DiscoveryListingCard[] {
  return rows.map((row) => ({
    ...toListingCard(row, row.cover ? { url: row.cover[0], alt: row.cover[1] } : null),
    ...(withDistance && row.distanceMetres !== null
      ? { distance_km: round(row.distanceMetres / 1000, 1) }
      : {}),
    map_point:
      row.latitude !== null && row.longitude !== null
        ? { latitude: round(row.latitude, 2), longitude: round(row.longitude, 2) }
        : null,
  }));
}
