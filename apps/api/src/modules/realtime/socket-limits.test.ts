import { randomUUID } from 'node:crypto';
import {
  AVAILABILITY_NAMESPACE,
  CHAT_NAMESPACE,
  NOTIFICATIONS_NAMESPACE,
  type ChatClientEvents,
  type ChatEventAnswer,
  type ChatServerEvents,
} from '@bazaar/contracts';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventually, signUpBuyer } from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { connected, listenOnLoopback, openLiveSocket, refusal } from '../../test/live-sockets';

let testApp: TestApp;
let port: number;
const sockets: Socket[] = [];

const SOCKETS_PER_ACCOUNT = 3;
const SOCKETS_PER_ADDRESS = 5;
/** What a socket may send at once: max(100, 5 s worth) of SOCKET_EVENTS_PER_SECOND. */
const EVENT_BURST = 100;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: {
      SOCKETS_PER_ACCOUNT: String(SOCKETS_PER_ACCOUNT),
      SOCKETS_PER_ADDRESS: String(SOCKETS_PER_ADDRESS),
      SOCKET_EVENTS_PER_SECOND: '1',
    },
  });
  port = await listenOnLoopback(testApp.app);
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  // The server gives back what the sockets held once it has seen them go.
  await eventually(async () => {
    const gauge = testApp.app.metrics.registry.getSingleMetric('bazaar_socket_connections');
    const { values } = await gauge!.get();
    return values.every((value) => value.value === 0) ? true : undefined;
  });
});

afterAll(async () => {
  await testApp?.close();
});

function open(namespace: string, token?: string): Socket {
  const socket = openLiveSocket(port, namespace, token);
  sockets.push(socket);
  return socket;
}

const tooMany = { status: 429, error_code: 'max_attempts' };

describe('the live channel’s limits', () => {
  it('refuses an account’s socket beyond its limit with a clear connect_error, and admits one once another has gone', async () => {
    const buyer = await signUpBuyer(testApp.app);
    const held: Socket[] = [];
    for (let n = 0; n < SOCKETS_PER_ACCOUNT; n += 1) {
      const socket = open(n % 2 === 0 ? CHAT_NAMESPACE : NOTIFICATIONS_NAMESPACE, buyer.token);
      await connected(socket);
      held.push(socket);
    }

    const refused = await refusal(open(CHAT_NAMESPACE, buyer.token));
    expect(refused).toMatchObject(tooMany);
    expect(refused.user_message).toMatch(/too many live connections .* this account/i);

    held[0]!.disconnect();
    await eventually(() =>
      connected(open(CHAT_NAMESPACE, buyer.token)).then(
        () => true,
        () => undefined,
      ),
    );
  });

  it('refuses an address’s socket beyond its limit, public namespaces included; refused handshakes hold nothing', async () => {
    // Handshakes refused for their token do not count against the address.
    for (let n = 0; n < SOCKETS_PER_ADDRESS + 2; n += 1) {
      expect(await refusal(open(CHAT_NAMESPACE, 'not-a-token'))).toMatchObject({ status: 401 });
    }
    const first = await signUpBuyer(testApp.app);
    const second = await signUpBuyer(testApp.app);
    for (const token of [first.token, first.token, first.token, second.token]) {
      await connected(open(NOTIFICATIONS_NAMESPACE, token));
    }
    await connected(open(AVAILABILITY_NAMESPACE));

    expect(await refusal(open(NOTIFICATIONS_NAMESPACE, second.token))).toMatchObject(tooMany);
    const publicRefused = await refusal(open(AVAILABILITY_NAMESPACE));
    expect(publicRefused).toMatchObject(tooMany);
    expect(publicRefused.user_message).toMatch(/from your address/);
  });

  it('drops a socket’s events beyond its budget unanswered, and disconnects a socket far over it', async () => {
    const buyer = await signUpBuyer(testApp.app);
    const socket = open(CHAT_NAMESPACE, buyer.token) as Socket<ChatServerEvents, ChatClientEvents>;
    await connected(socket);
    const answers: ChatEventAnswer[] = [];
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    const typing = (times: number) => {
      for (let n = 0; n < times; n += 1) {
        socket.emit('typing', { conversation_id: randomUUID() }, (answer) => answers.push(answer));
      }
    };

    typing(EVENT_BURST);
    await eventually(() => (answers.length === EVENT_BURST ? true : undefined));
    // A burst more is dropped unanswered; a burst into debt, the socket is disconnected.
    typing(EVENT_BURST * 2);
    expect(await disconnected).toBe('io server disconnect');
    // One token a second refills the budget: a slow machine may have earned a few answers more.
    expect(answers.length).toBeLessThan(EVENT_BURST + 5);
    // The account cools down: its new sockets are refused for a while.
    expect(await refusal(open(CHAT_NAMESPACE, buyer.token))).toMatchObject(tooMany);
  });

  it('disconnects every socket of an account whose flood is spread over them', async () => {
    const buyer = await signUpBuyer(testApp.app);
    const flooding: Socket<ChatServerEvents, ChatClientEvents>[] = [];
    for (let n = 0; n < SOCKETS_PER_ACCOUNT; n += 1) {
      const socket = open(CHAT_NAMESPACE, buyer.token) as Socket<
        ChatServerEvents,
        ChatClientEvents
      >;
      await connected(socket);
      flooding.push(socket);
    }
    const disconnected = flooding.map(
      (socket) => new Promise((resolve) => socket.once('disconnect', resolve)),
    );
    const answers: ChatEventAnswer[] = [];

    // Under each socket's own budget, but twice over the account's (2 × EVENT_BURST) and more.
    for (let n = 0; n < EVENT_BURST * 4.5; n += 1) {
      flooding[n % flooding.length]!.emit('typing', { conversation_id: randomUUID() }, (answer) =>
        answers.push(answer),
      );
    }

    expect(await Promise.all(disconnected)).toEqual(
      Array<string>(SOCKETS_PER_ACCOUNT).fill('io server disconnect'),
    );
    expect(answers.length).toBeLessThanOrEqual(EVENT_BURST * 2 + 5);
  });
});
