import type { IncomingMessage } from 'node:http';
import { Counter, type Registry } from 'prom-client';
import type { Socket } from 'socket.io';
import { TooManyRequestsError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { plainAddress } from '../../lib/visitor-address';

/** What one api instance allows each live-channel client (ADR 0088; config `realtime.limits`). */
export interface SocketLimits {
  /** Sockets one account may hold at once (each tab holds one per namespace it opens). */
  socketsPerAccount: number;
  /** Sockets one visitor address may hold at once (THROTTLE_EXEMPT_IPS are exempt). */
  socketsPerAddress: number;
  /** Events a socket may send a second on average, after a burst of `eventBurst`. */
  eventsPerSecond: number;
  eventBurst: number;
}

/**
 * How many sockets each key (an account, an address) holds on this instance: `add` admits one
 * more while the key is under `limit`, `remove` gives it back. A key with none is forgotten.
 */
export function socketCounter(limit: number) {
  const held = new Map<string, number>();
  return {
    add(key: string): boolean {
      const count = held.get(key) ?? 0;
      if (count >= limit) return false;
      held.set(key, count + 1);
      return true;
    },
    remove(key: string): void {
      const count = held.get(key) ?? 0;
      if (count <= 1) held.delete(key);
      else held.set(key, count - 1);
    },
    count: (key: string) => held.get(key) ?? 0,
  };
}

/** What a socket's budget says of one more event. */
export type EventVerdict = 'accept' | 'drop' | 'disconnect';

/**
 * One socket's budget of events: a token bucket of `burst` events refilled at `perSecond`. An
 * event within it is accepted; one beyond it is dropped and costs a token all the same, so a
 * sender that keeps on stays refused; once a sender is a whole burst in debt (twice its budget),
 * the socket is to be disconnected. Nothing but arithmetic: it runs before an event is acted on.
 */
export function eventBudget({ perSecond, burst }: { perSecond: number; burst: number }) {
  let tokens = burst;
  let at: number | undefined;
  return (now: number): EventVerdict => {
    if (at !== undefined) tokens = Math.min(burst, tokens + ((now - at) * perSecond) / 1000);
    at = now;
    tokens -= 1;
    if (tokens >= 0) return 'accept';
    return tokens > -burst ? 'drop' : 'disconnect';
  };
}

const TOO_MANY_FROM_ACCOUNT =
  'Too many live connections are open for this account. Close some tabs and try again.';
const TOO_MANY_FROM_ADDRESS =
  'Too many live connections are open from your address. Close some tabs and try again.';

export interface SocketGuardsOptions {
  limits: SocketLimits;
  /** The visitor's address of a handshake (TRUST_PROXY). */
  addressOf(request: IncomingMessage): string;
  exemptAddresses: readonly string[];
  clock: Clock;
  registry: Registry;
}

/**
 * The live channel's limits on one instance (ADR 0088): sockets per account and per address,
 * counted while they are open, and each socket's budget of events. A refused handshake is a
 * 429 `max_attempts` in its connect_error; an event beyond the budget is dropped before any
 * listener parses it; an event no listener of the namespace takes is dropped the same way; a
 * socket far over its budget is disconnected with its connection.
 */
export function socketGuards({
  limits,
  addressOf,
  exemptAddresses,
  clock,
  registry,
}: SocketGuardsOptions) {
  const exempt = new Set(exemptAddresses.map(plainAddress));
  const perAccount = socketCounter(limits.socketsPerAccount);
  const perAddress = socketCounter(limits.socketsPerAddress);
  /** What a socket holds, to give back should its handshake be refused after all. */
  const releases = new WeakMap<Socket, (() => void)[]>();
  const refused = new Counter({
    name: 'bazaar_socket_refusals_total',
    help: 'Live-channel handshakes and events refused by the socket limits, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });

  /** Counts the socket against `key` until it disconnects or its connection closes. */
  function hold(socket: Socket, counter: ReturnType<typeof socketCounter>, key: string) {
    if (!counter.add(key)) return false;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      counter.remove(key);
      socket.conn.off('close', release);
    };
    // A socket refused or dropped before it connected never disconnects; its connection closes.
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    releases.set(socket, [...(releases.get(socket) ?? []), release]);
    return true;
  }

  function release(socket: Socket): void {
    for (const give of releases.get(socket) ?? []) give();
    releases.delete(socket);
  }

  return {
    /** Counts the socket's address; the error to refuse it with when the address is at its limit. */
    holdAddress(socket: Socket): TooManyRequestsError | undefined {
      const address = addressOf(socket.request);
      if (exempt.has(address) || hold(socket, perAddress, address)) return undefined;
      refused.inc({ reason: 'sockets_per_address' });
      return new TooManyRequestsError(TOO_MANY_FROM_ADDRESS);
    },

    /** Counts the socket's account, or gives back what it holds and answers the error. */
    holdAccount(socket: Socket, accountId: string): TooManyRequestsError | undefined {
      if (hold(socket, perAccount, accountId)) return undefined;
      refused.inc({ reason: 'sockets_per_account' });
      release(socket);
      return new TooManyRequestsError(TOO_MANY_FROM_ACCOUNT);
    },

    /** Gives back what a socket whose handshake is refused holds. */
    release,

    /** Keeps the socket's events within its budget, checked before any listener runs. */
    limitEvents(socket: Socket): void {
      const budget = eventBudget({ perSecond: limits.eventsPerSecond, burst: limits.eventBurst });
      socket.use(([event], next) => {
        const verdict = budget(clock.now().getTime());
        if (verdict === 'accept' && socket.listeners(event as string).length > 0) return next();
        refused.inc({ reason: verdict === 'accept' ? 'unknown_event' : 'events' });
        if (verdict === 'disconnect') socket.disconnect(true);
        // Otherwise dropped: nothing runs and nothing is answered.
      });
    },
  };
}
