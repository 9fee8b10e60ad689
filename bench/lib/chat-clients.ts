// A worker process of the chat scenario: it holds one socket.io client per account it is handed,
// on the api's chat namespace, sends that account's messages through the web's send path
// (`POST /api/chat/conversations/{id}/messages`, paced by `sendOffsetsMs`), answers each message
// of the other party with the `delivered` event as the web does, and times every arrival.
import {
  CHAT_NAMESPACE,
  REALTIME_PATH,
  type ChatClientEvents,
  type ChatServerEvents,
  type SendChatMessageBody,
} from '@bazaar/contracts';
import { io, type Socket } from 'socket.io-client';
import { postJson } from './bench-accounts';
import { sendOffsetsMs } from './send-schedule';

/** One account of the scenario, as the scenario hands it to a worker. */
export interface ChatClientSpec {
  /** The account's place among all clients, 0-based: its place in the send schedule. */
  index: number;
  accountId: string;
  token: string;
  /** The api instance this client connects to and sends through. */
  apiUrl: string;
  /** Its conversations; it writes to each in turn. */
  conversationIds: string[];
}

/** What the scenario sends to a worker. */
export type ChatWorkerCommand =
  | { kind: 'connect'; clients: ChatClientSpec[] }
  | {
      kind: 'start';
      /** Epoch ms of the first send of all clients. */
      startAt: number;
      clients: number;
      perHundredPerSecond: number;
      seconds: number;
    }
  | { kind: 'count' }
  | { kind: 'report' };

/** What a worker answers. */
export type ChatWorkerReply =
  | { kind: 'connected'; connected: number; refused: number }
  | { kind: 'count'; received: number; sendsLeft: number }
  | {
      kind: 'report';
      /** Sends answered 201 (stored and pushed). */
      stored: number;
      /** Sends answered otherwise, by status ("network" when no answer came). */
      refusals: Record<string, number>;
      /** Per stored send, ms from the request's start to its answer. */
      sendRequest: number[];
      /** Per message of the other party received, ms from the send request's start to receipt. */
      fromSend: number[];
      /** Per message of the other party received, ms from its `created_at` (stored) to receipt. */
      fromStored: number[];
      /** The party's own messages pushed to its own socket (as to its other tabs). */
      echoes: number;
      disconnects: number;
    };

/** Handshakes open at most this many at a time (as in the notifications scenario's workers). */
const OPENING_AT_ONCE = 100;
/** The text of a bench message: `bench <send request start, epoch ms> <client>-<sequence>`. */
const BENCH_TEXT = /^bench (\d+) /;

type ChatClient = Socket<ChatServerEvents, ChatClientEvents>;

const sockets: ChatClient[] = [];
const clients: ChatClientSpec[] = [];
const sendRequest: number[] = [];
const fromSend: number[] = [];
const fromStored: number[] = [];
const refusals: Record<string, number> = {};
let stored = 0;
let echoes = 0;
let disconnects = 0;
let sendsLeft = 0;

function reply(message: ChatWorkerReply): void {
  process.send?.(message);
}

function open(client: ChatClientSpec): Promise<boolean> {
  return new Promise((resolve) => {
    const socket: ChatClient = io(`${client.apiUrl}${CHAT_NAMESPACE}`, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      auth: { token: client.token },
      // A refused or dropped socket is counted, not retried: the figures are of the first try.
      reconnection: false,
      timeout: 60_000,
    });
    socket.on('message', (message) => {
      const now = Date.now();
      if (message.sender_id === client.accountId) {
        echoes += 1;
        return;
      }
      // What the web's live chat does on arrival: this device got it.
      socket.emit('delivered', { conversation_id: message.conversation_id, up_to: message.id });
      const sentAt = BENCH_TEXT.exec(message.text)?.[1];
      if (sentAt === undefined) return;
      fromSend.push(now - Number(sentAt));
      fromStored.push(now - Date.parse(message.created_at));
    });
    socket.once('connect', () => {
      sockets.push(socket);
      clients.push(client);
      socket.on('disconnect', () => (disconnects += 1));
      resolve(true);
    });
    socket.once('connect_error', () => resolve(false));
  });
}

async function connectAll(specs: ChatClientSpec[]): Promise<void> {
  let next = 0;
  let refused = 0;
  const opener = async () => {
    while (next < specs.length) {
      if (!(await open(specs[next++]!))) refused += 1;
    }
  };
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, opener));
  reply({ kind: 'connected', connected: sockets.length, refused });
}

async function send(client: ChatClientSpec, sequence: number): Promise<void> {
  const conversationId = client.conversationIds[sequence % client.conversationIds.length]!;
  const sentAt = Date.now();
  const body: SendChatMessageBody = {
    kind: 'text',
    client_id: `bench-${client.index}-${sequence}`,
    text: `bench ${sentAt} ${client.index}-${sequence}: is it still available?`,
  };
  try {
    const response = await postJson(
      `${client.apiUrl}/api/chat/conversations/${conversationId}/messages`,
      body,
      client.token,
    );
    await response.arrayBuffer();
    if (response.status === 201) {
      stored += 1;
      sendRequest.push(Date.now() - sentAt);
    } else {
      refusals[response.status] = (refusals[response.status] ?? 0) + 1;
    }
  } catch {
    refusals['network'] = (refusals['network'] ?? 0) + 1;
  } finally {
    sendsLeft -= 1;
  }
}

function start(command: Extract<ChatWorkerCommand, { kind: 'start' }>): void {
  for (const client of clients) {
    const offsets = sendOffsetsMs(
      client.index,
      command.clients,
      command.perHundredPerSecond,
      command.seconds,
    );
    sendsLeft += offsets.length;
    offsets.forEach((offset, sequence) => {
      setTimeout(
        () => void send(client, sequence),
        Math.max(0, command.startAt + offset - Date.now()),
      );
    });
  }
}

process.on('message', (command: ChatWorkerCommand) => {
  if (command.kind === 'connect') void connectAll(command.clients);
  if (command.kind === 'start') start(command);
  if (command.kind === 'count') reply({ kind: 'count', received: fromSend.length, sendsLeft });
  if (command.kind === 'report') {
    reply({
      kind: 'report',
      stored,
      refusals,
      sendRequest,
      fromSend,
      fromStored,
      echoes,
      disconnects,
    });
    // The scenario ends this process once it has the report.
    for (const socket of sockets) socket.disconnect();
  }
});
