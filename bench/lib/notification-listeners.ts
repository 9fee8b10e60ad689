// A worker process of the live-notifications and faults scenarios: it holds one socket.io client
// per access token it is handed, on the api's notifications namespace, and times every `message`
// it receives. It runs apart from the api (and from the scenario's own process) so that the api's
// memory and CPU are its own and the clients do not slow the process that sends.
import {
  NOTIFICATIONS_NAMESPACE,
  REALTIME_PATH,
  socketSettings,
  type Notification,
  type NotificationsClientEvents,
  type NotificationsServerEvents,
} from '@bazaar/contracts';
import { io, type Socket } from 'socket.io-client';

/** What the scenario sends to a worker. */
export type ListenerCommand =
  | {
      kind: 'connect';
      apiUrl: string;
      tokens: string[];
      /**
       * As the web does: reconnect after a lost connection, then ask for what was stored
       * meanwhile (`GET /api/notifications/me?after=`). Without, a dropped socket stays dropped.
       */
      reconnect?: boolean;
    }
  | { kind: 'count' }
  | { kind: 'report' };

/** What a worker answers. */
export type ListenerReply =
  | { kind: 'connected'; connected: number; refused: number }
  | { kind: 'count'; received: number }
  | {
      kind: 'report';
      received: number;
      /** Per notification received, ms from the send request's start to receipt. */
      fromRequest: number[];
      /** Per notification received, ms from its `created_at` (stored) to receipt. */
      fromStored: number[];
      disconnects: number;
      /** Connections made again after a drop. */
      reconnects: number;
      /** Bench notifications that came by the catch-up after a reconnect, not pushed. */
      caughtUp: number;
      /** The fewest and most different bench notifications one client has. */
      fewestPerClient: number;
      mostPerClient: number;
    };

/**
 * Handshakes open at most this many at a time: each costs the api a token check and two reads,
 * and thousands at once would time out on a small machine (the clients would then retry).
 */
const OPENING_AT_ONCE = 100;
/** The title of a bench notification: `bench <sequence> <send request start, epoch ms>`. */
const BENCH_TITLE = /^bench \d+ (\d+)$/;

type Listener = Socket<NotificationsServerEvents, NotificationsClientEvents>;

/** One client: its socket and the bench notifications it has, by id. */
interface Client {
  socket: Listener;
  received: Map<string, Notification>;
}

const clients: Client[] = [];
const fromRequest: number[] = [];
const fromStored: number[] = [];
let disconnects = 0;
let reconnects = 0;
let caughtUp = 0;

function reply(message: ListenerReply): void {
  process.send?.(message);
}

/** The newest notification a client has, which the catch-up asks from. */
function newestOf(client: Client): Notification | undefined {
  let newest: Notification | undefined;
  for (const notification of client.received.values()) {
    if (!newest || Date.parse(notification.created_at) > Date.parse(newest.created_at))
      newest = notification;
  }
  return newest;
}

/** What was stored after the client's newest notification, as the web asks after a reconnect. */
async function catchUp(apiUrl: string, token: string, client: Client): Promise<void> {
  const newest = newestOf(client);
  const query = newest ? `?after=${newest.id}` : '';
  const response = await fetch(`${apiUrl}/api/notifications/me${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) return;
  for (const notification of (await response.json()) as Notification[]) {
    if (!BENCH_TITLE.test(notification.title) || client.received.has(notification.id)) continue;
    client.received.set(notification.id, notification);
    caughtUp += 1;
  }
}

function open(apiUrl: string, token: string, reconnect: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const socket: Listener = io(`${apiUrl}${NOTIFICATIONS_NAMESPACE}`, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      auth: { token },
      // Without `reconnect`, a refused or dropped socket is counted, not retried: the figures
      // are of the first try.
      reconnection: reconnect,
      reconnectionDelay: socketSettings.reconnectionDelayMs,
      reconnectionDelayMax: socketSettings.reconnectionDelayMaxMs,
      randomizationFactor: socketSettings.randomizationFactor,
      timeout: 60_000,
    });
    const client: Client = { socket, received: new Map() };
    socket.on('message', (notification) => {
      const now = Date.now();
      const sentAt = BENCH_TITLE.exec(notification.title)?.[1];
      if (sentAt === undefined || client.received.has(notification.id)) return;
      client.received.set(notification.id, notification);
      fromRequest.push(now - Number(sentAt));
      fromStored.push(now - Date.parse(notification.created_at));
    });
    socket.once('connect', () => {
      clients.push(client);
      socket.on('disconnect', () => (disconnects += 1));
      socket.on('connect', () => {
        reconnects += 1;
        catchUp(apiUrl, token, client).catch(() => undefined);
      });
      resolve(true);
    });
    socket.on('connect_error', () => {
      // A refused token is final; a server not reachable is tried again when reconnecting.
      if (!reconnect || !socket.active) resolve(false);
    });
  });
}

async function connectAll(apiUrl: string, tokens: string[], reconnect: boolean): Promise<void> {
  let next = 0;
  let refused = 0;
  const opener = async () => {
    while (next < tokens.length) {
      const token = tokens[next++]!;
      if (!(await open(apiUrl, token, reconnect))) refused += 1;
    }
  };
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, opener));
  reply({ kind: 'connected', connected: clients.length, refused });
}

process.on('message', (command: ListenerCommand) => {
  if (command.kind === 'connect')
    void connectAll(command.apiUrl, command.tokens, command.reconnect ?? false);
  if (command.kind === 'count') reply({ kind: 'count', received: fromRequest.length + caughtUp });
  if (command.kind === 'report') {
    const perClient = clients.map((client) => client.received.size);
    reply({
      kind: 'report',
      received: fromRequest.length,
      fromRequest,
      fromStored,
      disconnects,
      reconnects,
      caughtUp,
      fewestPerClient: perClient.reduce((least, count) => Math.min(least, count), Infinity),
      mostPerClient: perClient.reduce((most, count) => Math.max(most, count), 0),
    });
    // The scenario ends this process once it has the report.
    for (const client of clients) client.socket.disconnect();
  }
});
