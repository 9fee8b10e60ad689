// A worker process of the socket-flood scenario: one account's sockets on the api's chat
// namespace, as many as it is allowed, each sending `typing` about a new conversation id as fast
// as the rate asks (which the typing relay gate cannot fold), and reconnecting at once whenever
// the server disconnects one, as an attacker would.
import { randomUUID } from 'node:crypto';
import {
  CHAT_NAMESPACE,
  REALTIME_PATH,
  type ChatClientEvents,
  type ChatServerEvents,
} from '@bazaar/contracts';
import { io, type Socket } from 'socket.io-client';

/** What the scenario sends to the flood process. */
export type FloodCommand =
  | { kind: 'start'; apiUrl: string; token: string; sockets: number; perSecond: number }
  | { kind: 'stop' };

/** What the flood process answers. */
export type FloodReply =
  | { kind: 'started'; connected: number; refused: number }
  | {
      kind: 'stopped';
      /** Events emitted on connected sockets. */
      emitted: number;
      /** Handshakes tried, and refused (connect_error), over the whole flood. */
      handshakes: number;
      refused: number;
      /** Sockets the server disconnected. */
      disconnected: number;
      /** Events a second actually sent. */
      perSecond: number;
    };

type FloodSocket = Socket<ChatServerEvents, ChatClientEvents>;

const TICK_MS = 10;
const sockets: FloodSocket[] = [];
let emitted = 0;
let handshakes = 0;
let refused = 0;
let disconnected = 0;
let startedAt = 0;
let timer: NodeJS.Timeout | undefined;
let stopping = false;

function reply(message: FloodReply): void {
  process.send?.(message);
}

/** One socket: counts its handshakes, and reconnects at once after the server drops it. */
function open(apiUrl: string, token: string): Promise<boolean> {
  const socket: FloodSocket = io(`${apiUrl}${CHAT_NAMESPACE}`, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  handshakes += 1;
  socket.on('disconnect', () => {
    disconnected += 1;
    if (stopping) return;
    handshakes += 1;
    socket.connect();
  });
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(true));
    socket.on('connect_error', () => {
      refused += 1;
      resolve(false);
      // Refused (the account's limit): tried again a moment later, as a script would.
      setTimeout(() => {
        if (stopping) return;
        handshakes += 1;
        socket.connect();
      }, 200);
    });
  });
}

async function start(command: Extract<FloodCommand, { kind: 'start' }>): Promise<void> {
  const opened = await Promise.all(
    Array.from({ length: command.sockets }, () => open(command.apiUrl, command.token)),
  );
  reply({
    kind: 'started',
    connected: opened.filter(Boolean).length,
    refused: opened.filter((ok) => !ok).length,
  });
  startedAt = Date.now();
  const perTick = (command.perSecond * TICK_MS) / 1000;
  let owed = 0;
  let next = 0;
  timer = setInterval(() => {
    owed += perTick;
    const live = sockets.filter((socket) => socket.connected);
    if (live.length === 0) {
      owed = 0;
      return;
    }
    for (; owed >= 1; owed -= 1) {
      live[next++ % live.length]!.emit('typing', { conversation_id: randomUUID() });
      emitted += 1;
    }
  }, TICK_MS);
}

process.on('message', (command: FloodCommand) => {
  if (command.kind === 'start') void start(command);
  if (command.kind === 'stop') {
    stopping = true;
    clearInterval(timer);
    const seconds = (Date.now() - startedAt) / 1000;
    for (const socket of sockets) socket.disconnect();
    reply({
      kind: 'stopped',
      emitted,
      handshakes,
      refused,
      disconnected,
      perSecond: Math.round(emitted / seconds),
    });
  }
});
