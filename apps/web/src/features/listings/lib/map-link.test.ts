import { describe, expect, it } from 'vitest';
import { openStreetMapHref } from './map-link';

describe('openStreetMapHref', () => {
  it('puts a marker on the point and centres the map there', () => {
    expect(openStreetMapHref(51.0504, 13.7373)).toBe(
      'https://www.openstreetmap.org/?mlat=51.05040&mlon=13.73730#map=14/51.05040/13.73730',
    );
  });
});
