import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  AVAILABILITY_NAMESPACE,
  REALTIME_PATH,
  serviceSlot as serviceSlotSchema,
  serviceSlotList,
  type AvailabilityClientEvents,
  type AvailabilityServerEvents,
  type ServiceSlot,
} from '@bazaar/contracts';
import { DateTime } from 'luxon';
import { io as connectTo, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { eventually, requestSender, signUpBuyer, signUpSeller } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { twoApiInstances } from '../../test/api-instances';
import { insertListing } from '../../test/cart-fixtures';
import { serviceRoom } from './availability';

type AvailabilitySocket = Socket<AvailabilityServerEvents, AvailabilityClientEvents>;

let testApp: TestApp;
const sockets: AvailabilitySocket[] = [];

async function listen(instance: App): Promise<number> {
  await instance.listen({ host: '127.0.0.1', port: 0 });
  return (instance.server.address() as AddressInfo).port;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  await listen(testApp.app);
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await testApp?.close();
});

/** A visitor's socket (no token) watching one service, with the slots pushed to it. */
async function viewer(listingId: string, instance = testApp.app) {
  const onPort = (instance.server.address() as AddressInfo).port;
  const socket: AvailabilitySocket = connectTo(
    `http://127.0.0.1:${onPort}${AVAILABILITY_NAMESPACE}`,
    { path: REALTIME_PATH, transports: ['websocket'], reconnection: false, forceNew: true },
  );
  sockets.push(socket);
  const pushed: ServiceSlot[] = [];
  socket.on('slot', (slot) => pushed.push(serviceSlotSchema.parse(slot)));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const before = watchers(instance, listingId);
  socket.emit('watch', { listing_id: listingId });
  await eventually(() => (watchers(instance, listingId) > before ? true : undefined));
  return { socket, pushed };
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
          `/api/services/${listingId}/slots?from=${pushed!.starts_at.slice(0, 10)}&to=${pushed!.starts_at.slice(0, 10)}`,
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
