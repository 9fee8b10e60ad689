import { serviceSchedule as scheduleSchema } from '@bazaar/contracts';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../test/accounts';
import { dailySchedule as schedule } from '../../test/booking-fixtures';
import { insertListing } from '../../test/cart-fixtures';
import { bookingsTestApp } from './bookings.test-kit';

const { app, send, parties, service, slotsOf, reserved } = bookingsTestApp();
let provider: SignedIn;
let customer: SignedIn;
let stranger: SignedIn;

beforeAll(() => {
  ({ provider, customer, stranger } = parties());
});

describe('schedules', () => {
  it("are the owner's alone: others get a 404", async () => {
    const listingId = await service();
    const own = await send('GET', `/api/services/${listingId}/schedule`, provider);
    expect(scheduleSchema.parse(own.json()).slot_minutes).toBe(60);
    for (const who of [customer, stranger]) {
      expect((await send('GET', `/api/services/${listingId}/schedule`, who)).statusCode).toBe(404);
      expect(
        (await send('PUT', `/api/services/${listingId}/schedule`, who, schedule())).statusCode,
      ).toBe(404);
    }
  });

  it('refuses an unknown time zone and hours that close before they open', async () => {
    const listing = await insertListing(app(), provider.userId, { section: 'services' });
    const response = await send(
      'PUT',
      `/api/services/${listing.id}/schedule`,
      provider,
      schedule({
        time_zone: 'Mars/Olympus',
        weekly_hours: [{ weekday: 1, opens: '12:00', closes: '09:00' }],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('time_zone');
    expect(response.body).toContain('weekly_hours.0.closes');
  });

  it('become slots at 09:00 local for the horizon, kept when saved again', async () => {
    const listingId = await service({ seats_per_slot: 3 });
    const slots = await slotsOf(listingId);
    expect(
      slots.map((slot) =>
        DateTime.fromISO(slot.starts_at, { zone: 'Europe/Berlin' }).toFormat('HH:mm'),
      ),
    ).toEqual(['09:00', '10:00', '11:00']);
    expect(
      slots.every((slot) => slot.state === 'available' && slot.bookable && slot.seats === 3),
    ).toBe(true);
    await reserved(customer, slots[0]!.id, 2);

    // Shorter hours and more seats: the reserved occurrence stays, one no longer made goes.
    await send(
      'PUT',
      `/api/services/${listingId}/schedule`,
      provider,
      schedule({
        seats_per_slot: 4,
        weekly_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          opens: '09:00',
          closes: '11:00',
        })),
      }),
    );
    const after = await slotsOf(listingId);
    expect(after.map((slot) => slot.id)).toEqual([slots[0]!.id, slots[1]!.id]);
    expect(after[0]).toMatchObject({ seats: 4, seats_taken: 2, state: 'partially_reserved' });
  });
});
