import { randomUUID } from 'node:crypto';
import {
  notificationList,
  reservation as reservationSchema,
  serviceSlot as serviceSlotSchema,
  serviceSlotList,
  myWaitlistEntries,
  waitlistEntry,
  type ServiceSlot,
} from '@bazaar/contracts';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestSender, signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { dailySchedule } from '../../test/booking-fixtures';
import { insertListing } from '../../test/cart-fixtures';
import { createTestClock } from '../../test/test-clock';
import { createBookingsRepository } from './bookings.repository';
import { createBookingsService } from './bookings.service';

let testApp: TestApp;
const app = () => testApp.app;
const send = requestSender(app);
let provider: SignedIn;

beforeAll(async () => {
  testApp = await buildTestApp();
  provider = await signUpSeller(app());
});

afterAll(async () => {
  await testApp?.close();
});

/** The bookings service as the jobs run it, on a clock of the test's own. */
function jobsAt(clock = createTestClock()) {
  const service = createBookingsService({
    repository: createBookingsRepository(app().db),
    events: app().domainEvents,
    clock,
  });
  return { service, clock };
}

/** A slot made by hand, starting `hoursAhead` from now. */
async function slotIn(hoursAhead: number, seats = 1): Promise<ServiceSlot> {
  const listing = await insertListing(app(), provider.userId, { section: 'services' });
  const startsAt = DateTime.now().plus({ hours: hoursAhead }).startOf('minute');
  const made = await send('POST', `/api/services/${listing.id}/slots`, provider, {
    starts_at: startsAt.toUTC().toISO(),
    ends_at: startsAt.plus({ hours: 1 }).toUTC().toISO(),
    seats,
  });
  expect(made.statusCode, made.body).toBe(201);
  return serviceSlotSchema.parse(made.json());
}

const reserve = (who: SignedIn, slotId: string) =>
  send('POST', `/api/services/slots/${slotId}/reservations`, who, {
    seats: 1,
    note: '',
    idempotency_key: randomUUID(),
  });

async function slotAs(who: SignedIn, slot: ServiceSlot) {
  const day = DateTime.fromISO(slot.starts_at, { zone: slot.time_zone }).toISODate();
  const listed = serviceSlotList.parse(
    (await send('GET', `/api/services/${slot.listing_id}/slots?from=${day}&to=${day}`, who)).json(),
  );
  return listed.find((one) => one.id === slot.id)!;
}

async function codesOf(who: SignedIn) {
  return notificationList
    .parse((await send('GET', '/api/notifications/me', who)).json())
    .map((notification) => notification.code);
}

/** A one-seat slot three days ahead that `booked` reserved, and two accounts that want it too. */
async function fullSlot() {
  const slot = await slotIn(72);
  const [booked, first, second] = await Promise.all([1, 2, 3].map(() => signUpBuyer(app())));
  const made = reservationSchema.parse((await reserve(booked!, slot.id)).json());
  return { slot, booked: booked!, made, first: first!, second: second! };
}

describe('the waiting list', () => {
  it('offers a freed seat to the first waiting, holds it, then passes it on when the offer runs out', async () => {
    const { slot, booked, made, first, second } = await fullSlot();

    const freeSlot = await slotIn(72);
    const tooEarly = await send('POST', `/api/services/slots/${freeSlot.id}/waitlist`, first, {
      seats: 1,
    });
    expect(tooEarly.statusCode).toBe(409);

    const joined = await send('POST', `/api/services/slots/${slot.id}/waitlist`, first, {
      seats: 1,
    });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(waitlistEntry.parse(joined.json()).position).toBe(1);
    const behind = await send('POST', `/api/services/slots/${slot.id}/waitlist`, second, {
      seats: 1,
    });
    expect(waitlistEntry.parse(behind.json()).position).toBe(2);

    const cancelled = await send('PATCH', `/api/services/reservations/${made.id}`, booked, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await codesOf(first)).toContain('waitlist_seat_offered');
    expect(await slotAs(second, slot)).toMatchObject({
      bookable: false,
      state: 'reserved',
      held_for_you: 0,
    });
    expect(await slotAs(first, slot)).toMatchObject({ bookable: true, held_for_you: 1 });
    expect((await reserve(second, slot.id)).statusCode).toBe(409);

    // The offer runs out unused: the seat goes to the next account waiting.
    const { service, clock } = jobsAt();
    clock.advance(31 * 60_000);
    expect(await service.expireWaitlistOffers()).toBeGreaterThan(0);
    expect(await codesOf(second)).toContain('waitlist_seat_offered');
    expect((await reserve(first, slot.id)).statusCode).toBe(409);
    expect((await reserve(second, slot.id)).statusCode).toBe(201);
    expect(await slotAs(provider, slot)).toMatchObject({ seats_taken: 1, state: 'reserved' });
  });

  it("tells each account where it waits for a service's slots, so its page remembers", async () => {
    const { slot, booked, made, first, second } = await fullSlot();
    const mine = async (who: SignedIn) => {
      const response = await send('GET', `/api/services/${slot.listing_id}/waitlist`, who);
      expect(response.statusCode, response.body).toBe(200);
      return myWaitlistEntries.parse(response.json()).items;
    };
    expect(await mine(first)).toEqual([]);
    await send('POST', `/api/services/slots/${slot.id}/waitlist`, first, { seats: 1 });
    await send('POST', `/api/services/slots/${slot.id}/waitlist`, second, { seats: 1 });
    expect(await mine(first)).toEqual([
      { slot_id: slot.id, seats: 1, position: 1, offered_until: null },
    ]);
    expect(await mine(second)).toEqual([
      { slot_id: slot.id, seats: 1, position: 2, offered_until: null },
    ]);
    expect(await mine(booked)).toEqual([]);
    expect((await send('GET', `/api/services/${slot.listing_id}/waitlist`)).statusCode).toBe(401);

    await send('PATCH', `/api/services/reservations/${made.id}`, booked, { status: 'cancelled' });
    const [offered] = await mine(first);
    expect(offered?.offered_until).not.toBeNull();
    expect(
      (await send('DELETE', `/api/services/slots/${slot.id}/waitlist`, second)).statusCode,
    ).toBe(204);
    expect(await mine(second)).toEqual([]);
  });

  it('lets an account leave, and a leaving offer goes on to the next', async () => {
    const { slot, booked, made, first, second } = await fullSlot();
    await send('POST', `/api/services/slots/${slot.id}/waitlist`, first, { seats: 1 });
    await send('POST', `/api/services/slots/${slot.id}/waitlist`, second, { seats: 1 });
    await send('PATCH', `/api/services/reservations/${made.id}`, booked, { status: 'cancelled' });

    expect(
      (await send('DELETE', `/api/services/slots/${slot.id}/waitlist`, first)).statusCode,
    ).toBe(204);
    expect(
      (await send('DELETE', `/api/services/slots/${slot.id}/waitlist`, first)).statusCode,
    ).toBe(404);
    expect(await slotAs(second, slot)).toMatchObject({ bookable: true });
    expect((await reserve(second, slot.id)).statusCode).toBe(201);
  });
});

describe('reminders', () => {
  it('remind the customer a day and an hour before, each once', async () => {
    const slot = await slotIn(23);
    const customer = await signUpBuyer(app());
    expect((await reserve(customer, slot.id)).statusCode).toBe(201);
    const { service, clock } = jobsAt();

    await service.sendReminders();
    await service.sendReminders();
    const reminders = () =>
      send('GET', '/api/notifications/me', customer).then((response) =>
        notificationList
          .parse(response.json())
          .filter((note) => note.code === 'reservation_reminder'),
      );
    expect((await reminders()).map((note) => note.metadata['before'])).toEqual(['day']);

    clock.advance(22.5 * 3_600_000);
    await service.sendReminders();
    await service.sendReminders();
    expect((await reminders()).map((note) => note.metadata['before']).sort()).toEqual([
      'day',
      'hour',
    ]);
  });
});

describe('the nightly extension', () => {
  it('makes the slots of the days that came into the horizon, keeping those there were', async () => {
    const listing = await insertListing(app(), provider.userId, { section: 'services' });
    const saved = await send(
      'PUT',
      `/api/services/${listing.id}/schedule`,
      provider,
      dailySchedule({
        weekly_hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
          weekday,
          opens: '09:00',
          closes: '10:00',
        })),
        horizon_days: 3,
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const today = DateTime.now().setZone('Europe/Berlin');
    const slotsUntil = async (days: number) =>
      serviceSlotList.parse(
        (
          await send(
            'GET',
            `/api/services/${listing.id}/slots?from=${today.toISODate()}&to=${today.plus({ days }).toISODate()}`,
          )
        ).json(),
      );
    const before = await slotsUntil(6);
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect(before.length).toBeLessThanOrEqual(3);

    const { service, clock } = jobsAt();
    clock.advance(2 * 24 * 3_600_000);
    expect(await service.extendSlots()).toBeGreaterThan(0);
    const after = await slotsUntil(6);
    expect(after.length).toBe(before.length + 2);
    expect(after.map((slot) => slot.id)).toEqual(
      expect.arrayContaining(before.map((slot) => slot.id)),
    );
  });
});
