import { reservation as reservationSchema, slotsStats } from '@bazaar/contracts';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventually, type SignedIn } from '../../test/accounts';
import { bookingsTestApp, clock } from './bookings.test-kit';

const { send, mailCatcher, parties, service, slotsOf, reserved } = bookingsTestApp();
let provider: SignedIn;
let customer: SignedIn;
let stranger: SignedIn;

beforeAll(() => {
  ({ provider, customer, stranger } = parties());
});

describe('slots', () => {
  it('are changed and cancelled by the owner only, never below the seats taken', async () => {
    const listingId = await service({ seats_per_slot: 3 });
    const [slot] = await slotsOf(listingId);
    const made = await reserved(customer, slot!.id, 2);
    expect(
      (await send('PATCH', `/api/services/slots/${slot!.id}`, stranger, { seats: 5 })).statusCode,
    ).toBe(404);
    expect(
      (await send('PATCH', `/api/services/slots/${slot!.id}`, provider, { seats: 1 })).statusCode,
    ).toBe(409);
    const priced = await send('PATCH', `/api/services/slots/${slot!.id}`, provider, {
      seats: 5,
      price_minor: 4_000,
    });
    expect(priced.json()).toMatchObject({ seats: 5, price: { amount_minor: 4_000 } });

    const cancelled = await send('PATCH', `/api/services/slots/${slot!.id}`, provider, {
      cancelled: true,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ cancelled: true, bookable: false });
    const after = reservationSchema.parse(
      (await send('GET', `/api/services/reservations/${made.id}`, customer)).json(),
    );
    expect(after).toMatchObject({ status: 'cancelled', cancelled_by: 'provider' });
    expect((await slotsOf(listingId)).map((s) => s.id)).not.toContain(slot!.id);
    expect((await slotsOf(listingId, provider)).map((s) => s.id)).toContain(slot!.id);
  });

  it('moved with reservations tell their customers, by notification and mail', async () => {
    const listingId = await service({ seats_per_slot: 2 });
    const [slot] = await slotsOf(listingId);
    const made = await reserved(customer, slot!.id);
    await eventually(() =>
      mailCatcher.mailsTo(provider.email).find((mail) => mail.decoded.includes(`#${made.number}`)),
    );
    const later = DateTime.fromISO(slot!.starts_at).plus({ hours: 5 });
    const moved = await send('PATCH', `/api/services/slots/${slot!.id}`, provider, {
      starts_at: later.toUTC().toISO(),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      starts_at: later.toUTC().toISO(),
      ends_at: later.plus({ hours: 1 }).toUTC().toISO(),
      seats_taken: 1,
    });
    const notes = await send('GET', '/api/notifications/me', customer);
    expect(notes.body).toContain(`Booking #${made.number} moved`);
    await eventually(() =>
      mailCatcher
        .mailsTo(customer.email)
        .find((mail) => mail.decoded.includes(`Booking #${made.number} moved`)),
    );
  });

  it('are added by hand and counted in the stats', async () => {
    const listingId = await service({ weekly_hours: [] });
    const startsAt = DateTime.fromJSDate(clock.now()).plus({ days: 2 }).startOf('hour');
    const made = await send('POST', `/api/services/${listingId}/slots`, provider, {
      starts_at: startsAt.toUTC().toISO(),
      ends_at: startsAt.plus({ minutes: 90 }).toUTC().toISO(),
      seats: 12,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ manual: true, seats: 12 });
    expect(
      (
        await send('POST', `/api/services/${listingId}/slots`, customer, {
          starts_at: startsAt.toUTC().toISO(),
          ends_at: startsAt.plus({ minutes: 90 }).toUTC().toISO(),
          seats: 1,
        })
      ).statusCode,
    ).toBe(404);

    const stats = slotsStats.parse(
      (await send('GET', '/api/products/me/services/slots/stats?period=month', provider)).json(),
    );
    expect(stats.my_slots_count).toBeGreaterThan(0);
    expect(stats.my_reservations_count).toBeGreaterThan(0);
    expect(
      (await send('GET', '/api/products/me/services/slots/stats?period=month')).statusCode,
    ).toBe(401);
  });
});
