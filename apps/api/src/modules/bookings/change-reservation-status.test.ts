import { reservation as reservationSchema } from '@bazaar/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpBuyer, type SignedIn } from '../../test/accounts';
import { bookingsTestApp } from './bookings.test-kit';

const { app, send, parties, service, slotsOf, reserved } = bookingsTestApp();
let provider: SignedIn;
let customer: SignedIn;
let stranger: SignedIn;

beforeAll(() => {
  ({ provider, customer, stranger } = parties());
});

describe('reservations', () => {
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
});
