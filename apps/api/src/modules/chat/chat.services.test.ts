import { randomUUID } from 'node:crypto';
import {
  CHAT_NAMESPACE,
  chatMessage as chatMessageSchema,
  chatMessagePage,
  conversation as conversationSchema,
  conversationPage,
  reservation as reservationSchema,
  serviceSlotList,
  type ChatClientEvents,
  type ChatServerEvents,
  type Reservation,
  type ServiceSlot,
} from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { requestSender, signUpBuyer, signUpSeller, type SignedIn } from '../../test/accounts';
import { dailySchedule } from '../../test/booking-fixtures';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertListing } from '../../test/cart-fixtures';
import { connected, listenOnLoopback, openLiveSocket } from '../../test/live-sockets';
import { chatSocketLimits } from './chat.live';

/*
 * Chat about services (issue 17 with issue 18's bookings): a reservation as a subject, time
 * proposals that pick one of the service's slots, who sees "Make an offer", and the limits on the
 * chat namespace's events.
 */

type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;

let testApp: TestApp;
let port: number;
const app = () => testApp.app;
const send = requestSender(app);
const sockets: ChatSocket[] = [];
const clientId = () => randomUUID();

beforeAll(async () => {
  // The chat module's own per-minute limits are what is tested here, not the live channel's
  // budget of events a second (ADR 0088), which would drop the 240 receipts sent at once first.
  testApp = await buildTestApp({ env: { SOCKET_EVENTS_PER_SECOND: '1000' } });
  port = await listenOnLoopback(app());
});

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

afterAll(async () => {
  await testApp?.close();
});

const dayInBerlin = (daysAhead: number) =>
  DateTime.now().setZone('Europe/Berlin').plus({ days: daysAhead }).toISODate()!;

/** A published Services listing of a new provider, open 09:00–12:00 daily, one seat a slot. */
async function service() {
  const provider = await signUpSeller(app());
  const listing = await insertListing(app(), provider.userId, {
    section: 'services',
    priceMinor: 4_000,
  });
  const saved = await send(
    'PUT',
    `/api/services/${listing.id}/schedule`,
    provider,
    dailySchedule(),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  const response = await send(
    'GET',
    `/api/services/${listing.id}/slots?from=${dayInBerlin(3)}&to=${dayInBerlin(3)}`,
  );
  const slots = serviceSlotList.parse(response.json());
  expect(slots.length).toBeGreaterThanOrEqual(3);
  return { provider, listing, slots };
}

async function reserve(who: SignedIn, slot: ServiceSlot): Promise<Reservation> {
  const response = await send('POST', `/api/services/slots/${slot.id}/reservations`, who, {
    seats: 1,
    note: '',
    idempotency_key: randomUUID(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return reservationSchema.parse(response.json());
}

const open = (who: SignedIn, kind: 'listing' | 'reservation', id: string) =>
  send('POST', '/api/chat/conversations', who, { subject: { kind, id } });

const propose = (
  who: SignedIn,
  conversationId: string,
  at: { slot_id?: string; starts_at?: string },
) =>
  send('POST', `/api/chat/conversations/${conversationId}/messages`, who, {
    kind: 'time_proposal',
    client_id: clientId(),
    ...at,
  });

describe('a reservation as a subject', () => {
  it('is opened by its customer and its provider only, and shows the service and the slot time', async () => {
    const { provider, listing, slots } = await service();
    const customer = await signUpBuyer(app());
    const stranger = await signUpBuyer(app());
    const booked = await reserve(customer, slots[0]!);

    const byCustomer = await open(customer, 'reservation', booked.id);
    expect(byCustomer.statusCode, byCustomer.body).toBe(201);
    const conversation = conversationSchema.parse(byCustomer.json());
    expect(conversation).toMatchObject({
      other_party: { id: provider.userId },
      subject: {
        kind: 'reservation',
        id: booked.id,
        title: listing.title,
        price: { amount_minor: 4_000, currency: 'EUR' },
        negotiable: false,
        owner_id: provider.userId,
        service_id: listing.id,
        slot_time: { starts_at: slots[0]!.starts_at, time_zone: 'Europe/Berlin' },
      },
    });

    const byProvider = await open(provider, 'reservation', booked.id);
    expect(byProvider.statusCode, byProvider.body).toBe(200);
    expect(conversationSchema.parse(byProvider.json())).toMatchObject({
      id: conversation.id,
      other_party: { id: customer.userId },
    });
    const providersList = conversationPage.parse(
      (await send('GET', '/api/chat/conversations', provider)).json(),
    );
    expect(providersList.items.map((item) => item.id)).toContain(conversation.id);

    // Anybody else, and a reservation that does not exist, is a 404 alike.
    for (const [who, id] of [
      [stranger, booked.id],
      [customer, randomUUID()],
    ] as const) {
      const refused = await open(who, 'reservation', id);
      expect(refused.statusCode, refused.body).toBe(404);
      expect(refused.json()).toMatchObject({ status: 404, error_code: 'NOT_FOUND' });
    }
    const read = await send('GET', `/api/chat/conversations/${conversation.id}`, stranger);
    expect(read.statusCode).toBe(404);
  });
});

describe('time proposals about a service', () => {
  it('pick one of its bookable slots, whose seats the card reads as they are now', async () => {
    const { provider, listing, slots } = await service();
    const customer = await signUpBuyer(app());
    const other = await service();
    const opened = await open(customer, 'listing', listing.id);
    const conversation = conversationSchema.parse(opened.json());
    expect(conversation.subject).toMatchObject({
      service_id: listing.id,
      owner_id: provider.userId,
      slot_time: null,
    });

    // A free date-time, another service's slot, or a full one is refused.
    const freeTime = await propose(customer, conversation.id, {
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(freeTime.statusCode).toBe(400);
    expect(freeTime.json()).toMatchObject({ fields: [{ field: 'slot_id' }] });
    const elsewhere = await propose(customer, conversation.id, { slot_id: other.slots[0]!.id });
    expect(elsewhere.statusCode).toBe(400);
    await reserve(await signUpBuyer(app()), slots[2]!);
    const full = await propose(provider, conversation.id, { slot_id: slots[2]!.id });
    expect(full.statusCode, full.body).toBe(409);

    const proposed = await propose(provider, conversation.id, { slot_id: slots[1]!.id });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const proposal = chatMessageSchema.parse(proposed.json());
    expect(proposal.time_proposal).toMatchObject({
      starts_at: slots[1]!.starts_at,
      status: 'pending',
      slot: { id: slots[1]!.id, seats: 1, seats_taken: 0, bookable: true },
    });

    // The customer reserves it through bookings; the card shows its seats taken.
    await reserve(customer, slots[1]!);
    const history = chatMessagePage.parse(
      (await send('GET', `/api/chat/conversations/${conversation.id}/messages`, customer)).json(),
    );
    expect(history.items.find((m) => m.id === proposal.id)?.time_proposal?.slot).toMatchObject({
      seats_taken: 1,
      bookable: false,
      state: 'reserved',
    });
  });

  it('about a reservation pick its service’s slots; other subjects keep free date-times', async () => {
    const { provider, slots } = await service();
    const customer = await signUpBuyer(app());
    const booked = await reserve(customer, slots[0]!);
    const conversation = conversationSchema.parse(
      (await open(customer, 'reservation', booked.id)).json(),
    );
    const proposed = await propose(customer, conversation.id, { slot_id: slots[1]!.id });
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(chatMessageSchema.parse(proposed.json()).time_proposal?.slot?.id).toBe(slots[1]!.id);
    const accepted = await send(
      'PATCH',
      `/api/chat/messages/${chatMessageSchema.parse(proposed.json()).id}/proposal`,
      provider,
      { status: 'accepted' },
    );
    expect(chatMessageSchema.parse(accepted.json()).time_proposal).toMatchObject({
      status: 'accepted',
      slot: { id: slots[1]!.id },
    });

    const seller = await signUpSeller(app());
    const product = await insertListing(app(), seller.userId);
    const aboutProduct = conversationSchema.parse(
      (await open(customer, 'listing', product.id)).json(),
    );
    expect(aboutProduct.subject.service_id).toBeNull();
    const noSlot = await propose(customer, aboutProduct.id, { slot_id: slots[1]!.id });
    expect(noSlot.statusCode).toBe(400);
    expect(noSlot.json()).toMatchObject({ fields: [{ field: 'starts_at' }] });
    const freeTime = await propose(customer, aboutProduct.id, {
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(freeTime.statusCode, freeTime.body).toBe(201);
    expect(chatMessageSchema.parse(freeTime.json()).time_proposal?.slot).toBeNull();
  });
});

describe('offers on a negotiable listing', () => {
  it('name the owner on both sides, so the page offers "Make an offer" to the buyer only; the owner is refused', async () => {
    const seller = await signUpBuyer(app());
    const buyer = await signUpBuyer(app());
    const ad = await insertListing(app(), seller.userId, { section: 'flea-market' });
    await app().db.update(listings).set({ negotiable: true }).where(eq(listings.id, ad.id));
    const conversation = conversationSchema.parse((await open(buyer, 'listing', ad.id)).json());
    expect(conversation.subject).toMatchObject({ negotiable: true, owner_id: seller.userId });
    const asOwner = conversationSchema.parse(
      (await send('GET', `/api/chat/conversations/${conversation.id}`, seller)).json(),
    );
    expect(asOwner.subject.owner_id).toBe(seller.userId);

    const offer = (who: SignedIn) =>
      send('POST', `/api/chat/conversations/${conversation.id}/messages`, who, {
        kind: 'offer',
        client_id: clientId(),
        amount_minor: 800,
      });
    const byOwner = await offer(seller);
    expect(byOwner.statusCode).toBe(409);
    expect(byOwner.json()).toMatchObject({ status: 409, error_code: 'CONFLICT' });
    expect((await offer(buyer)).statusCode).toBe(201);
  });
});

describe('limits on the chat namespace’s events', () => {
  function socketOf(who: SignedIn): ChatSocket {
    const socket = openLiveSocket<ChatServerEvents, ChatClientEvents>(
      port,
      CHAT_NAMESPACE,
      who.token,
    );
    sockets.push(socket);
    return socket;
  }

  const typing = (socket: ChatSocket) =>
    socket.timeout(5_000).emitWithAck('typing', { conversation_id: randomUUID() });
  const delivered = (socket: ChatSocket) =>
    socket
      .timeout(5_000)
      .emitWithAck('delivered', { conversation_id: randomUUID(), up_to: randomUUID() });

  it('refuses an account’s events past its limit through the ack, and keeps the socket', async () => {
    const flooder = await signUpBuyer(app());
    const neighbour = await signUpBuyer(app());
    const [first, second] = [socketOf(flooder), socketOf(flooder)];
    const neighbours = socketOf(neighbour);
    await Promise.all([connected(first), connected(second), connected(neighbours)]);

    // Malformed events are a 400.
    expect(
      await first.timeout(5_000).emitWithAck('delivered', { conversation_id: 'nope', up_to: '' }),
    ).toMatchObject({ status: 400, error_code: 'VALIDATION' });

    // The limit counts the account's sockets together.
    const { limit } = chatSocketLimits.typing;
    const answers = [];
    for (let at = 0; at < limit; at += 1) answers.push(await typing(at % 2 ? first : second));
    expect(answers.every((answer) => 'ok' in answer)).toBe(true);
    expect(await typing(first)).toMatchObject({ status: 429, error_code: 'max_attempts' });
    expect(await typing(second)).toMatchObject({ status: 429 });
    // Another account is not limited by it.
    expect(await typing(neighbours)).toEqual({ ok: true });

    // `delivered` has its own limit; someone else's conversation is a 404 until then.
    expect(await delivered(first)).toMatchObject({ status: 404, error_code: 'NOT_FOUND' });
    for (let at = 1; at < chatSocketLimits.delivered.limit; at += 1) await delivered(second);
    expect(await delivered(first)).toMatchObject({ status: 429, error_code: 'max_attempts' });
    expect(first.connected && second.connected).toBe(true);
  });
});
