import type { ListingInput } from '@bazaar/contracts';
import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '../../errors';
import { assertMayEdit, isPublishedRow, withCoordinates } from './listing-editing';

const draft = (location: ListingInput['location']) =>
  ({ section: 'flea-market', title: 'Lamp', location }) as ListingInput;

describe('what the editor shares', () => {
  it('gives a listing saved without coordinates those of its postal code, and keeps sent ones', async () => {
    const asked: string[] = [];
    const geo = {
      coordinatesOfZipCode: async (zipCode: string) => {
        asked.push(zipCode);
        return { latitude: 52.53, longitude: 13.38 };
      },
    };
    const located = await withCoordinates(geo, draft({ zip_code: '10115', city: 'Berlin' }));
    expect(located.location).toEqual({
      zip_code: '10115',
      city: 'Berlin',
      latitude: 52.53,
      longitude: 13.38,
    });
    const sent = draft({ zip_code: '10115', city: 'Berlin', latitude: 1, longitude: 2 });
    expect(await withCoordinates(geo, sent)).toBe(sent);
    expect(asked).toEqual(['10115']);
  });

  it('leaves a listing without a location, or without the geo data set, as it is', async () => {
    const noLocation = draft(null);
    expect(await withCoordinates({}, noLocation)).toBe(noLocation);
    const unknown = draft({ zip_code: '99999', city: 'Nowhere' });
    expect(await withCoordinates({ coordinatesOfZipCode: async () => undefined }, unknown)).toBe(
      unknown,
    );
  });

  it('counts only active, sent listings as published', () => {
    expect(isPublishedRow({ status: 'active', draftState: 'sent' })).toBe(true);
    expect(isPublishedRow({ status: 'paused', draftState: 'sent' })).toBe(false);
    expect(isPublishedRow({ status: 'active', draftState: 'draft' })).toBe(false);
  });

  it('refuses an account type that may not list in the division (403)', () => {
    const buyer = { id: 'b', type: 'BUYER', status: 'active', blockedReason: null } as const;
    expect(() => assertMayEdit(buyer, 'catalog')).toThrow(ForbiddenError);
    expect(() => assertMayEdit(buyer, 'flea-market')).not.toThrow();
  });
});
