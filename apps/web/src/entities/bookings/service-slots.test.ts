import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type ServiceSlot } from '@bazaar/contracts';
import { bookingKeys } from './booking-keys';
import { placeSlotInCache, placeSlotsInCache, zonedDate } from './service-slots';

const listing = '6f1c1d7e-8c1a-4f57-9f3e-4b1a8f0a0001';

function slot(id: string, startsAt: string, seatsTaken = 0): ServiceSlot {
  return {
    id,
    listing_id: listing,
    starts_at: startsAt,
    ends_at: startsAt,
    time_zone: 'Europe/Berlin',
    seats: 2,
    seats_taken: seatsTaken,
    price: null,
    state: seatsTaken === 0 ? 'available' : seatsTaken < 2 ? 'partially_reserved' : 'reserved',
    cancelled: false,
    blocked: false,
    bookable: seatsTaken < 2,
    manual: false,
    held_for_you: 0,
  };
}

describe('placeSlotInCache', () => {
  it('replaces a changed slot where it is', () => {
    const client = new QueryClient();
    const key = bookingKeys.slots(listing, '2026-11-01', '2026-11-30');
    client.setQueryData(key, [
      slot('a', '2026-11-24T08:00:00Z'),
      slot('b', '2026-11-24T09:00:00Z'),
    ]);
    placeSlotInCache(client, slot('b', '2026-11-24T09:00:00Z', 2));
    const list = client.getQueryData<ServiceSlot[]>(key)!;
    expect(list.map((item) => [item.id, item.state])).toEqual([
      ['a', 'available'],
      ['b', 'reserved'],
    ]);
  });

  it('adds a new slot, in time order, only to the lists of its days', () => {
    const client = new QueryClient();
    const november = bookingKeys.slots(listing, '2026-11-01', '2026-11-30');
    const december = bookingKeys.slots(listing, '2026-12-01', '2026-12-31');
    client.setQueryData(november, [slot('a', '2026-11-24T10:00:00Z')]);
    client.setQueryData(december, []);
    // 23:30 UTC on 30 November is already 1 December in Berlin.
    placeSlotInCache(client, slot('late', '2026-11-30T23:30:00Z'));
    placeSlotInCache(client, slot('early', '2026-11-24T07:00:00Z'));
    expect(client.getQueryData<ServiceSlot[]>(november)!.map((item) => item.id)).toEqual([
      'early',
      'a',
    ]);
    expect(client.getQueryData<ServiceSlot[]>(december)!.map((item) => item.id)).toEqual(['late']);
  });
});

describe('placeSlotsInCache', () => {
  it('drops removed slots and adds a batch in time order', () => {
    const client = new QueryClient();
    const key = bookingKeys.slots(listing, '2026-11-01', '2026-11-30');
    client.setQueryData(key, [
      slot('a', '2026-11-24T08:00:00Z'),
      slot('b', '2026-11-24T09:00:00Z'),
    ]);
    placeSlotsInCache(
      client,
      listing,
      [slot('c', '2026-11-24T07:00:00Z'), slot('b', '2026-11-24T09:00:00Z', 1)],
      { removed: ['a'], pushed: true },
    );
    expect(
      client.getQueryData<ServiceSlot[]>(key)!.map((item) => [item.id, item.seats_taken]),
    ).toEqual([
      ['c', 0],
      ['b', 1],
    ]);
  });

  it("keeps the viewer's held seats over a public push, and says to ask again", () => {
    const client = new QueryClient();
    const key = bookingKeys.slots(listing, '2026-11-01', '2026-11-30');
    client.setQueryData(key, [
      { ...slot('a', '2026-11-24T08:00:00Z', 2), bookable: true, held_for_you: 1 },
    ]);
    const full = slot('a', '2026-11-24T08:00:00Z', 2);
    expect(placeSlotsInCache(client, listing, [full], { pushed: true })).toBe(true);
    expect(client.getQueryData<ServiceSlot[]>(key)![0]).toMatchObject({
      seats_taken: 2,
      bookable: true,
      held_for_you: 1,
    });
    // The viewer's own answer (not a push) is taken as it is.
    expect(placeSlotsInCache(client, listing, [full])).toBe(false);
    expect(client.getQueryData<ServiceSlot[]>(key)![0]).toMatchObject({ bookable: false });
  });
});

describe('zonedDate', () => {
  it("is the date in the provider's time zone", () => {
    expect(zonedDate('2026-03-28T23:30:00Z', 'Europe/Berlin')).toBe('2026-03-29');
    expect(zonedDate('2026-03-28T23:30:00Z', 'America/New_York')).toBe('2026-03-28');
  });
});
