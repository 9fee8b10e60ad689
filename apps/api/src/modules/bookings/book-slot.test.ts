import { randomUUID } from 'node:crypto';
import {
  notificationList,
  reservation as reservationSchema,
  reservationPage,
} from '@bazaar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from '../../test/accounts';
import { bookingsTestApp } from './bookings.test-kit';

const { app, send, parties, service, slotsOf, reserve, reserved, mailCatcher } = bookingsTestApp();
let provider: SignedIn;
let customer: SignedIn;
let stranger: SignedIn;

beforeAll(() => {
  ({ provider, customer, stranger } = parties());
});

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

describe('a booking told to both sides (issue 35)', () => {
  /** The mails to `who` about reservation `number`, and the one sent by the notification path. */
  const mailsAbout = (who: SignedIn, number: number) =>
    mailCatcher.mailsTo(who.email).filter((mail) => mail.decoded.includes(`#${number}`));
  const fromNotification = (who: SignedIn, number: number) =>
    mailsAbout(who, number).find((mail) => mail.decoded.includes('settings#notifications'));

  it('mails the provider once and the customer a confirmation, each linking to the reservation', async () => {
    const booker = await signUpBuyer(app());
    const listingId = await service();
    const [slot] = await slotsOf(listingId);
    const made = await reserved(booker, slot!.id);

    const providerMail = await eventually(() => fromNotification(provider, made.number));
    await eventually(() => fromNotification(booker, made.number));
    // A second copy came before the notification's mail when bookings mailed each event itself.
    expect(mailsAbout(provider, made.number)).toHaveLength(1);
    expect(providerMail.decoded).toContain(`New booking #${made.number}`);
    expect(providerMail.decoded).toContain(
      `/profile/slots?section=reservations&role=provider&ad=${listingId}&reservation=${made.id}`,
    );
    const [confirmation] = mailsAbout(booker, made.number);
    expect(confirmation!.decoded).toContain(`Booking #${made.number} confirmed`);
    expect(confirmation!.decoded).toContain(
      `/profile/slots?section=reservations&role=customer&reservation=${made.id}`,
    );
    const notes = await send('GET', '/api/notifications/me', booker);
    expect(notificationList.parse(notes.json())[0]).toMatchObject({
      code: 'reservation_booked',
      link: `/profile/slots?section=reservations&role=customer&reservation=${made.id}`,
    });
  });

  it('mails the provider nothing when it wants no mail about orders and bookings', async () => {
    const quiet = await signUpSeller(app());
    const off = await send('PUT', '/api/notifications/preferences', quiet, {
      request: { in_app: true, mail: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const listingId = await service({}, 2_500, quiet);
    const [slot] = await slotsOf(listingId);
    const made = await reserved(customer, slot!.id);
    await eventually(() => fromNotification(customer, made.number));
    const notes = await send('GET', '/api/notifications/me', quiet);
    expect(notes.body).toContain(`New booking #${made.number}`);
    expect(mailsAbout(quiet, made.number)).toEqual([]);
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
