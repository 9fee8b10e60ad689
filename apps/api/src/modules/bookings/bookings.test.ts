import { randomUUID } from 'node:crypto';
import {
  reservation as reservationSchema,
  reservationPage,
  serviceSchedule as scheduleSchema,
  serviceSlotList,
  slotsStats,
  type Reservation,
  type ServiceSchedule,
  type ServiceSlot,
} from '@bazaar/contracts';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  requestSender,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { dailySchedule } from '../../test/booking-fixtures';
import { insertListing } from '../../test/cart-fixtures';
import { startMailCatcher, type MailCatcher } from '../../test/mail-catcher';

let testApp: TestApp;
const app = () => testApp.app;
const send = requestSender(app);
/** The tests' now: slots are asked for relative to it. */
const clock = { now: () => new Date() };

let provider: SignedIn;
let customer: SignedIn;
let stranger: SignedIn;

let mailCatcher: MailCatcher;

beforeAll(async () => {
  mailCatcher = await startMailCatcher();
  testApp = await buildTestApp({ env: { SMTP_URL: mailCatcher.url } });
  provider = await signUpSeller(app());
  customer = await signUpBuyer(app());
  stranger = await signUpBuyer(app());
});

afterAll(async () => {
  await testApp?.close();
  await mailCatcher?.close();
});

const schedule = dailySchedule;

/** A published Services listing of the provider with a saved schedule. */
async function service(overrides: Partial<ServiceSchedule> = {}, priceMinor = 2_500) {
  const listing = await insertListing(app(), provider.userId, { section: 'services', priceMinor });
  const saved = await send(
    'PUT',
    `/api/services/${listing.id}/schedule`,
    provider,
    schedule(overrides),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return listing.id;
}

const dayInBerlin = (daysAhead: number) =>
  DateTime.fromJSDate(clock.now(), { zone: 'Europe/Berlin' })
    .plus({ days: daysAhead })
    .toISODate()!;

async function slotsOf(listingId: string, who?: SignedIn, from = dayInBerlin(3), to = from) {
  const response = await send('GET', `/api/services/${listingId}/slots?from=${from}&to=${to}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return serviceSlotList.parse(response.json());
}

function reserve(who: SignedIn, slotId: string, seats = 1, key = randomUUID()) {
  return send('POST', `/api/services/slots/${slotId}/reservations`, who, {
    seats,
    note: 'See you then.',
    idempotency_key: key,
  });
}

async function reserved(who: SignedIn, slotId: string, seats = 1): Promise<Reservation> {
  const response = await reserve(who, slotId, seats);
  expect(response.statusCode, response.body).toBe(201);
  return reservationSchema.parse(response.json());
}

describe("an account's reservations in the user manager", () => {
  it("lists its bookings and its services' reservations to administrators only", async () => {
    const admin = await signUpAdmin(app());
    const booker = await signUpBuyer(app());
    const listingId = await service();
    const [slot] = await slotsOf(listingId);
    const booking = await reserved(booker, slot!.id);

    const of = (id: string, role: string, who: SignedIn = admin) =>
      send('GET', `/api/admin/users/${id}/reservations?role=${role}`, who);
    const booked = reservationPage.parse((await of(booker.userId, 'customer')).json());
    expect(booked.items.map((item) => item.id)).toEqual([booking.id]);
    expect(booked.items[0]).toMatchObject({ customer: { id: booker.userId } });
    expect(reservationPage.parse((await of(booker.userId, 'provider')).json()).items).toEqual([]);
    const received = reservationPage.parse((await of(provider.userId, 'provider')).json());
    expect(received.items.map((item) => item.id)).toContain(booking.id);

    expect((await of(booker.userId, 'customer', booker)).statusCode).toBe(403);
    expect((await of(booker.userId, 'customer', provider)).statusCode).toBe(403);
    expect((await of(booker.userId, 'anyone')).statusCode).toBe(400);
  });
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

describe('reservations', () => {
  it('take seats, answer a repeat with the same key, and refuse the provider and a full slot', async () => {
    const listingId = await service({ seats_per_slot: 2 });
    const [slot] = await slotsOf(listingId);
    const key = randomUUID();
    const first = await reserve(customer, slot!.id, 1, key);
    expect(first.statusCode, first.body).toBe(201);
    const made = reservationSchema.parse(first.json());
    expect(made).toMatchObject({
      status: 'confirmed',
      seats: 1,
      total: { amount_minor: 2_500, currency: 'EUR' },
    });
    expect(made.next_statuses).toEqual(['cancelled']);
    const repeat = await reserve(customer, slot!.id, 1, key);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().id).toBe(made.id);
    // The same key with other seats is not a repeat (issue 33): refused, nothing taken.
    const otherSeats = await reserve(customer, slot!.id, 2, key);
    expect(otherSeats.statusCode).toBe(422);
    expect(otherSeats.json()).toMatchObject({ error_code: 'IDEMPOTENCY_KEY_REUSED' });

    expect((await reserve(provider, slot!.id)).statusCode).toBe(409);
    expect((await reserve(stranger, slot!.id, 2)).statusCode).toBe(409);
    await reserved(stranger, slot!.id, 1);
    const full = await reserve(customer, slot!.id);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ status: 409, error_code: 'CONFLICT' });
    const [now] = await slotsOf(listingId);
    expect(now).toMatchObject({ seats_taken: 2, state: 'reserved', bookable: false });
  });

  it('never overbook: 50 at once for 10 seats make exactly 10', async () => {
    const listingId = await service({ seats_per_slot: 10 });
    const [slot] = await slotsOf(listingId);
    const customers = await Promise.all(Array.from({ length: 5 }, () => signUpBuyer(app())));
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => reserve(customers[index % 5]!, slot!.id)),
    );
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(40);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json().error_code).toBe('CONFLICT');
    }
    const [after] = await slotsOf(listingId);
    expect(after).toMatchObject({ seats: 10, seats_taken: 10, state: 'reserved' });
    const page = reservationPage.parse(
      (
        await send(
          'GET',
          `/api/services/reservations?role=provider&listing_id=${listingId}`,
          provider,
        )
      ).json(),
    );
    expect(page.items).toHaveLength(10);
  });

  it('wait for the provider when it accepts them, then move on by its hand', async () => {
    const listingId = await service({ confirmation: 'provider_accepts' });
    const [slot] = await slotsOf(listingId);
    const made = await reserved(customer, slot!.id);
    expect(made.status).toBe('requested');

    const asProvider = reservationSchema.parse(
      (await send('GET', `/api/services/reservations/${made.id}`, provider)).json(),
    );
    expect(asProvider.next_statuses).toEqual(['confirmed', 'cancelled']);
    expect((await send('GET', `/api/services/reservations/${made.id}`, stranger)).statusCode).toBe(
      404,
    );
    expect(
      (
        await send('PATCH', `/api/services/reservations/${made.id}`, stranger, {
          status: 'cancelled',
        })
      ).statusCode,
    ).toBe(404);
    const byCustomer = await send('PATCH', `/api/services/reservations/${made.id}`, customer, {
      status: 'confirmed',
    });
    expect(byCustomer.statusCode).toBe(409);

    const accepted = await send('PATCH', `/api/services/reservations/${made.id}`, provider, {
      status: 'confirmed',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('confirmed');
    const notes = await send('GET', '/api/notifications/me', customer);
    expect(notes.body).toContain(`#${made.number}`);
  });

  it('free their seats when cancelled inside the window, and no later', async () => {
    const listingId = await service({ cancellation_window_hours: 24 });
    const [slot] = await slotsOf(listingId);
    const made = await reserved(customer, slot!.id);
    const cancelled = await send('PATCH', `/api/services/reservations/${made.id}`, customer, {
      status: 'cancelled',
      reason: 'Plans changed',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'customer',
      next_statuses: [],
    });
    const [freed] = await slotsOf(listingId);
    expect(freed).toMatchObject({ seats_taken: 0, state: 'available', bookable: true });

    const tooLate = await service({ cancellation_window_hours: 96 });
    const [soon] = await slotsOf(tooLate);
    const again = await reserved(customer, soon!.id);
    expect(again.next_statuses).toEqual([]);
    expect(again.cancellable_until).toBeNull();
    const late = await send('PATCH', `/api/services/reservations/${again.id}`, customer, {
      status: 'cancelled',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().user_message).toMatch(/window has closed/);
  });

  it('of a closed account are cancelled, their seats freed and the provider told', async () => {
    const listingId = await service({ seats_per_slot: 2 });
    const [slot] = await slotsOf(listingId);
    const leaving = await signUpBuyer(app());
    const made = await reserved(leaving, slot!.id, 2);
    const closed = await send('DELETE', '/api/buyers/me', leaving, { password: leaving.password });
    expect(closed.statusCode, closed.body).toBe(204);
    const after = reservationSchema.parse(
      (await send('GET', `/api/services/reservations/${made.id}`, provider)).json(),
    );
    expect(after).toMatchObject({ status: 'cancelled', cancelled_by: 'customer' });
    expect((await slotsOf(listingId))[0]).toMatchObject({ seats_taken: 0, state: 'available' });
    const notes = await send('GET', '/api/notifications/me', provider);
    expect(notes.body).toContain(`Booking #${made.number} was cancelled by the customer`);
  });

  it('are listed for each side', async () => {
    const listingId = await service();
    const [slot] = await slotsOf(listingId);
    const made = await reserved(stranger, slot!.id);
    const mine = reservationPage.parse(
      (await send('GET', '/api/services/reservations?role=customer', stranger)).json(),
    );
    expect(mine.items.map((item) => item.id)).toContain(made.id);
    expect(mine.items[0]!.provider.id).toBe(provider.userId);
    const theirs = reservationPage.parse(
      (await send('GET', '/api/services/reservations?role=customer', customer)).json(),
    );
    expect(theirs.items.map((item) => item.id)).not.toContain(made.id);
  });
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

export type { ServiceSlot };
