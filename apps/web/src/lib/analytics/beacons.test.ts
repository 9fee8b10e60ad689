import { describe, expect, it } from 'vitest';
import { lastVisitedBeaconUrl } from './beacons';

describe('lastVisitedBeaconUrl', () => {
  it('carries the access token as the token query parameter', () => {
    expect(lastVisitedBeaconUrl('a.b+c/d=')).toBe('/api/analytics?token=a.b%2Bc%2Fd%3D');
  });
});
