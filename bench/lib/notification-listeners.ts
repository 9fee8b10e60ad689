// A worker process of the live-notifications scenario: it holds one socket.io client per access
// token it is handed, on the api's notifications namespace, and times every `message` it
// receives. It runs apart from the api (and from the scenario's own process) so that the api's
// memory and CPU are its own and the clients do not slow the process that sends.
import {
  NOTIFICATIONS_NAMESPACE,
  REALTIME_PATH,
  type NotificationsClientEvents,
  type NotificationsServerEvents,
} from '@bazaar/contracts';
import { io, type Socket } from 'socket.io-client';

/** What the scenario sends to a worker. */
export type ListenerCommand =
  { kind: 'connect'; apiUrl: string; tokens: string[] } | { kind: 'count' } | { kind: 'report' };

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
    };

/**
 * Handshakes open at most this many at a time: each costs the api a token check and two reads,
 * and thousands at once would time out on a small machine (the clients would then retry).
 */
const OPENING_AT_ONCE = 100;
/** The title of a bench notification: `bench <sequence> <send request start, epoch ms>`. */
const BENCH_TITLE = /^bench \d+ (\d+)$/;

type Listener = Socket<NotificationsServerEvents, NotificationsClientEvents>;

const sockets: Listener[] = [];
const fromRequest: number[] = [];
const fromStored: number[] = [];
let disconnects = 0;

function reply(message: ListenerReply): void {
  process.send?.(message);
}

function open(apiUrl: string, token: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket: Listener = io(`${apiUrl}${NOTIFICATIONS_NAMESPACE}`, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      auth: { token },
      // A refused or dropped socket is counted, not retried: the figures are of the first try.
      reconnection: false,
      timeout: 60_000,
    });
    socket.on('message', (notification) => {
      const now = Date.now();
      const sentAt = BENCH_TITLE.exec(notification.title)?.[1];
      if (sentAt === undefined) return;
      fromRequest.push(now - Number(sentAt));
      fromStored.push(now - Date.parse(notification.created_at));
    });
    socket.once('connect', () => {
      sockets.push(socket);
      socket.on('disconnect', () => (disconnects += 1));
      resolve(true);
    });
    socket.once('connect_error', () => resolve(false));
  });
}

async function connectAll(apiUrl: string, tokens: string[]): Promise<void> {
  let next = 0;
  let refused = 0;
  const opener = async () => {
    while (next < tokens.length) {
      const token = tokens[next++]!;
      if (!(await open(apiUrl, token))) refused += 1;
    }
  };
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, opener));
  reply({ kind: 'connected', connected: sockets.length, refused });
}

process.on('message', (command: ListenerCommand) => {
  if (command.kind === 'connect') void connectAll(command.apiUrl, command.tokens);
  if (command.kind === 'count') reply({ kind: 'count', received: fromRequest.length });
  if (command.kind === 'report') {
    reply({ kind: 'report', received: fromRequest.length, fromRequest, fromStored, disconnects });
    // The scenario ends this process once it has the report.
    for (const socket of sockets) socket.disconnect();
  }
});
