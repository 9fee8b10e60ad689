import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  AVAILABILITY_NAMESPACE,
  serviceSlot as serviceSlotSchema,
  serviceSlotList,
  serviceSlotsChanged,
  type AvailabilityClientEvents,
  type AvailabilityServerEvents,
  type ServiceSlot,
  type ServiceSlotsChanged,
} from '@bazaar/contracts';
import { DateTime } from 'luxon';
import type { Socket } from 'socket.io-client';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  eventually,
  requestSender,
  signUpBuyer,
  signUpSeller,
  withRefreshCookie,
  type SignedIn,
} from '../../test/accounts';
import { dailySchedule } from '../../test/booking-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { twoApiInstances } from '../../test/api-instances';
import { insertListing } from '../../test/cart-fixtures';
import { listings } from '../../db/schema';
import { connected, listenOnLoopback, openLiveSocket } from '../../test/live-sockets';
import { serviceRoom } from './availability';

type AvailabilitySocket = Socket<AvailabilityServerEvents, AvailabilityClientEvents>;

let testApp: TestApp;
const sockets: AvailabilitySocket[] = [];

beforeAll(async () => {
  // The live channel's events-a-second budget (socket-limits.test.ts) is raised out of the way of
  // the per-socket cap of watches tested here, which 200 watches sent at once would not reach.
  testApp = await buildTestApp({ env: { SOCKET_EVENTS_PER_SECOND: '1000' } });
  await listenOnLoopback(testApp.app);
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await testApp?.close();
});

/**
 * A visitor's socket (no token) watching one service, with the slots pushed to it and the
 * answer to its watch (undefined when none came); with `token`, a signed-in account's socket.
 */
async function viewer(listingId: string, instance = testApp.app, token?: string) {
  const onPort = (instance.server.address() as AddressInfo).port;
  const socket = openLiveSocket<AvailabilityServerEvents, AvailabilityClientEvents>(
    onPort,
    AVAILABILITY_NAMESPACE,
    token,
  );
  sockets.push(socket);
  const pushed: ServiceSlot[] = [];
  const batches: ServiceSlotsChanged[] = [];
  socket.on('slot', (slot) => pushed.push(serviceSlotSchema.parse(slot)));
  socket.on('slots', (changed) => batches.push(serviceSlotsChanged.parse(changed)));
  await connected(socket);
  const answer = await socket
    .timeout(5_000)
    .emitWithAck('watch', { listing_id: listingId })
    .catch(() => undefined);
  return { socket, pushed, batches, answer };
}

/** How many sockets of `instance` watch the service. */
function watchers(instance: App, listingId: string) {
  return (
    instance.realtime
      .publicNamespace(AVAILABILITY_NAMESPACE)
      .adapter.rooms.get(serviceRoom(listingId))?.size ?? 0
  );
}

/**
 * The push that reports seats taken. The slot's creation is pushed too, and that push may still
 * reach a viewer that started watching after it was made.
 */
const taken = (pushed: readonly ServiceSlot[]) => pushed.find((slot) => slot.seats_taken > 0);

/** The slot's day where its provider is: the day the slot lists ask about (not the UTC one). */
const dayOf = (slot: ServiceSlot) =>
  DateTime.fromISO(slot.starts_at, { zone: slot.time_zone }).toISODate()!;

/** A slot by hand of the provider's service, `daysAhead` from now. */
async function makeSlot(app: App, provider: SignedIn, listingId: string, daysAhead = 3) {
  const startsAt = DateTime.now().plus({ days: daysAhead }).startOf('hour');
  const made = await requestSender(() => app)(
    'POST',
    `/api/services/${listingId}/slots`,
    provider,
    {
      starts_at: startsAt.toUTC().toISO(),
      ends_at: startsAt.plus({ hours: 1 }).toUTC().toISO(),
      seats: 2,
    },
  );
  expect(made.statusCode, made.body).toBe(201);
  return serviceSlotSchema.parse(made.json());
}

/** A provider's service with one 2-seat slot a few days ahead, and a customer. */
async function serviceWithSlot(app: App) {
  const send = requestSender(() => app);
  const provider = await signUpSeller(app);
  const customer = await signUpBuyer(app);
  const listing = await insertListing(app, provider.userId, { section: 'services' });
  const startsAt = DateTime.now().plus({ days: 3 }).startOf('hour');
  const made = await send('POST', `/api/services/${listing.id}/slots`, provider, {
    starts_at: startsAt.toUTC().toISO(),
    ends_at: startsAt.plus({ hours: 1 }).toUTC().toISO(),
    seats: 2,
  });
  expect(made.statusCode, made.body).toBe(201);
  return {
    send,
    provider,
    customer,
    listingId: listing.id,
    slot: serviceSlotSchema.parse(made.json()),
  };
}

describe('live availability', () => {
  it('pushes a slot whose seats were taken to every viewer of its service, and no other', async () => {
    const { send, customer, listingId, slot } = await serviceWithSlot(testApp.app);
    const watching = await viewer(listingId);
    const elsewhere = await viewer(randomUUID());

    const reserved = await send('POST', `/api/services/slots/${slot.id}/reservations`, customer, {
      seats: 2,
      note: '',
      idempotency_key: randomUUID(),
    });
    expect(reserved.statusCode, reserved.body).toBe(201);

    const pushed = await eventually(() => taken(watching.pushed));
    expect(pushed).toMatchObject({
      id: slot.id,
      seats_taken: 2,
      state: 'reserved',
      bookable: false,
    });
    const listed = serviceSlotList.parse(
      (
        await send(
          'GET',
          `/api/services/${listingId}/slots?from=${dayOf(pushed!)}&to=${dayOf(pushed!)}`,
        )
      ).json(),
    );
    expect(listed.find((one) => one.id === slot.id)).toMatchObject({ state: 'reserved' });
    expect(elsewhere.pushed).toEqual([]);
  });

  it('stops pushing once a viewer unwatches', async () => {
    const { send, customer, listingId, slot } = await serviceWithSlot(testApp.app);
    const watching = await viewer(listingId);
    watching.socket.emit('unwatch', { listing_id: listingId });
    await eventually(() => (watchers(testApp.app, listingId) === 0 ? true : undefined));
    const control = await viewer(listingId);
    await send('POST', `/api/services/slots/${slot.id}/reservations`, customer, {
      seats: 1,
      note: '',
      idempotency_key: randomUUID(),
    });
    await eventually(() => taken(control.pushed));
    expect(taken(watching.pushed)).toBeUndefined();
  });
});

describe('live availability of a service visitors may not see', () => {
  it("streams a draft service's slots to its owner only, and refuses others' watch", async () => {
    const provider = await signUpSeller(testApp.app);
    const stranger = await signUpBuyer(testApp.app);
    const draft = await insertListing(testApp.app, provider.userId, {
      section: 'services',
      draftState: 'draft',
    });
    const visitor = await viewer(draft.id);
    const signedIn = await viewer(draft.id, testApp.app, stranger.token);
    const owner = await viewer(draft.id, testApp.app, provider.token);

    const slot = await makeSlot(testApp.app, provider, draft.id);
    await eventually(() => owner.pushed.find((pushed) => pushed.id === slot.id));
    // A published service's push, sent after the draft's, reaches its visitor: the draft's would have.
    const published = await serviceWithSlot(testApp.app);
    const control = await viewer(published.listingId);
    const other = await makeSlot(testApp.app, published.provider, published.listingId, 4);
    await eventually(() => control.pushed.find((pushed) => pushed.id === other.id));
    expect(visitor.pushed).toEqual([]);
    expect(signedIn.pushed).toEqual([]);
    // Their watch was refused as the slot list refuses them: the service does not exist for them.
    expect(visitor.answer).toMatchObject({ status: 404, error_code: 'NOT_FOUND' });
    expect(signedIn.answer).toMatchObject({ status: 404, error_code: 'NOT_FOUND' });
    expect(owner.answer).toEqual({ ok: true });
  });

  it("ends the owner's view of its draft with the owner's session (a sign-out)", async () => {
    const provider = await signUpSeller(testApp.app);
    const draft = await insertListing(testApp.app, provider.userId, {
      section: 'services',
      draftState: 'draft',
    });
    const owner = await viewer(draft.id, testApp.app, provider.token);
    expect(owner.answer).toEqual({ ok: true });
    let disconnectedBy: string | undefined;
    owner.socket.on('disconnect', (reason) => (disconnectedBy = reason));

    const signedOut = await requestSender(() => testApp.app)(
      'POST',
      '/api/auth/sign-out',
      provider,
      undefined,
      withRefreshCookie(provider.refreshToken),
    );
    expect(signedOut.statusCode, signedOut.body).toBe(204);
    expect(await eventually(() => disconnectedBy, 5_000)).toBe('io server disconnect');
  });

  it('stops streaming to visitors once the service is unpublished, and to its owner still', async () => {
    const { provider, listingId } = await serviceWithSlot(testApp.app);
    const visitor = await viewer(listingId);
    const owner = await viewer(listingId, testApp.app, provider.token);
    await testApp.app.db
      .update(listings)
      .set({ draftState: 'draft' })
      .where(eq(listings.id, listingId));

    const slot = await makeSlot(testApp.app, provider, listingId, 5);
    await eventually(() => owner.pushed.find((pushed) => pushed.id === slot.id));
    const control = await viewer(listingId, testApp.app, provider.token);
    const next = await makeSlot(testApp.app, provider, listingId, 6);
    await eventually(() => control.pushed.find((pushed) => pushed.id === next.id));
    expect(visitor.pushed.map((pushed) => pushed.id)).not.toContain(slot.id);
    expect(visitor.pushed.map((pushed) => pushed.id)).not.toContain(next.id);
    expect(visitor.answer).toEqual({ ok: true });
  });
});

describe('live availability watches', () => {
  it('are looked up a limited number of times per socket, then refused cheaply', async () => {
    const { socket } = await viewer(randomUUID());
    const answers = [];
    // 200 lookups a socket (the one above included): four times the services it may watch.
    for (let watch = 0; watch < 200; watch += 1) {
      answers.push(await socket.emitWithAck('watch', { listing_id: randomUUID() }));
    }
    expect(
      answers.slice(0, 199).every((answer) => 'status' in answer && answer.status === 404),
    ).toBe(true);
    expect(answers.at(-1)).toMatchObject({ status: 429, error_code: 'max_attempts' });
  });
});

describe('live availability of a schedule', () => {
  it('pushes the slots a saved schedule adds, changes and removes, in batches', async () => {
    const send = requestSender(() => testApp.app);
    const provider = await signUpSeller(testApp.app);
    const listing = await insertListing(testApp.app, provider.userId, { section: 'services' });
    const watching = await viewer(listing.id);
    const schedule = dailySchedule({ horizon_days: 5 });

    expect(
      (await send('PUT', `/api/services/${listing.id}/schedule`, provider, schedule)).statusCode,
    ).toBe(200);
    const [added] = await eventually(() =>
      watching.batches.length > 0 ? watching.batches.splice(0) : undefined,
    );
    expect(added).toMatchObject({ listing_id: listing.id, removed: [] });
    const from = DateTime.now().setZone(schedule.time_zone).toISODate()!;
    const to = DateTime.now().setZone(schedule.time_zone).plus({ days: 6 }).toISODate()!;
    const listed = serviceSlotList.parse(
      (await send('GET', `/api/services/${listing.id}/slots?from=${from}&to=${to}`)).json(),
    );
    expect(listed.length).toBeGreaterThan(10);
    expect(added!.slots.map((slot) => slot.id).sort()).toEqual(
      listed.map((slot) => slot.id).sort(),
    );

    // Two seats a slot, and the last hour closed: the kept slots change, the 11:00 ones go.
    expect(
      (
        await send('PUT', `/api/services/${listing.id}/schedule`, provider, {
          ...schedule,
          seats_per_slot: 2,
          weekly_hours: schedule.weekly_hours.map((hours) => ({ ...hours, closes: '11:00' })),
        })
      ).statusCode,
    ).toBe(200);
    const [changed] = await eventually(() =>
      watching.batches.length > 0 ? watching.batches.splice(0) : undefined,
    );
    const elevens = listed.filter(
      (slot) => DateTime.fromISO(slot.starts_at, { zone: slot.time_zone }).hour === 11,
    );
    expect(changed!.removed.sort()).toEqual(elevens.map((slot) => slot.id).sort());
    expect(changed!.slots).toHaveLength(listed.length - elevens.length);
    expect(changed!.slots.every((slot) => slot.seats === 2)).toBe(true);
    // One push for the whole change, not one per slot.
    expect(watching.pushed).toEqual([]);
  });

  it("keeps a waiting-list offer out of the public push: only the holder's own answer has it", async () => {
    const { send, customer, listingId, slot } = await serviceWithSlot(testApp.app);
    const [other, waiting, third] = [
      await signUpBuyer(testApp.app),
      await signUpBuyer(testApp.app),
      await signUpBuyer(testApp.app),
    ];
    const reserve = (who: typeof other) =>
      send('POST', `/api/services/slots/${slot.id}/reservations`, who, {
        seats: 1,
        note: '',
        idempotency_key: randomUUID(),
      });
    const made = await reserve(customer);
    expect(made.statusCode, made.body).toBe(201);
    expect((await reserve(other)).statusCode).toBe(201);
    expect(
      (await send('POST', `/api/services/slots/${slot.id}/waitlist`, waiting, { seats: 1 }))
        .statusCode,
    ).toBe(201);
    const watching = await viewer(listingId);
    const cancelled = await send(
      'PATCH',
      `/api/services/reservations/${(made.json() as { id: string }).id}`,
      customer,
      { status: 'cancelled' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // The freed seat is held for the account waiting: to everyone else the slot stays full.
    const held = await eventually(() => watching.pushed.find((pushed) => pushed.id === slot.id));
    expect(held).toMatchObject({ bookable: false, held_for_you: 0, state: 'reserved' });
    expect(JSON.stringify(watching.pushed)).not.toContain(waiting.userId);
    const day = dayOf(held!);
    const as = async (who: typeof waiting) =>
      serviceSlotList
        .parse(
          (await send('GET', `/api/services/${listingId}/slots?from=${day}&to=${day}`, who)).json(),
        )
        .find((one) => one.id === slot.id);
    expect(await as(waiting)).toMatchObject({ held_for_you: 1, bookable: true });
    expect(await as(third)).toMatchObject({ held_for_you: 0, bookable: false });
    expect((await reserve(third)).statusCode).toBe(409);
    expect((await reserve(waiting)).statusCode).toBe(201);
  });
});

describe('live availability across api instances', () => {
  it('pushes a seat taken through one instance to a viewer on another', async (context) => {
    const instances = await twoApiInstances();
    if (!instances) {
      context.skip();
      return;
    }
    const { first, second } = instances;
    try {
      const { send, customer, listingId, slot } = await serviceWithSlot(first.app);
      const watching = await viewer(listingId, second.app);
      await send('POST', `/api/services/slots/${slot.id}/reservations`, customer, {
        seats: 1,
        note: '',
        idempotency_key: randomUUID(),
      });
      const pushed = await eventually(() => taken(watching.pushed));
      expect(pushed).toMatchObject({ id: slot.id, seats_taken: 1, state: 'partially_reserved' });
    } finally {
      for (const socket of sockets.splice(0)) socket.disconnect();
      await instances.close();
    }
  });
});
