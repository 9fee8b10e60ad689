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

/**
 * How long an account whose socket went far over its budget has its new sockets refused, before
 * its token is even looked up: a flood's reconnections cost next to nothing.
 */
export const FLOOD_COOL_DOWN_MS = 30_000;

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
  // Made once: a flood's refusals cost no new error each.
  const tooManyFromAccount = new TooManyRequestsError(TOO_MANY_FROM_ACCOUNT);
  const tooManyFromAddress = new TooManyRequestsError(TOO_MANY_FROM_ADDRESS);
  const coolingDownError = new TooManyRequestsError(
    TOO_MANY_FROM_ACCOUNT,
    FLOOD_COOL_DOWN_MS / 1000,
  );
  const perAccount = socketCounter(limits.socketsPerAccount);
  const perAddress = socketCounter(limits.socketsPerAddress);
  /**
   * Each account's sockets on this instance and their shared budget, twice a socket's: a flood
   * spread over many sockets is stopped as soon as one from a single socket.
   */
  const accounts = new Map<
    string,
    { sockets: Set<Socket>; budget: (now: number) => EventVerdict }
  >();
  /** Accounts that flooded, until when their new sockets are refused. */
  const coolingDown = new Map<string, number>();
  /** What a socket holds, to give back should its handshake be refused after all. */
  const releases = new WeakMap<Socket, (() => void)[]>();
  const refused = new Counter({
    name: 'bazaar_socket_refusals_total',
    help: 'Live-channel handshakes and events refused by the socket limits, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });

  /** Counts the socket against `key` until it disconnects or its connection closes. */
  function hold(
    socket: Socket,
    counter: ReturnType<typeof socketCounter>,
    key: string,
    onRelease?: () => void,
  ) {
    if (!counter.add(key)) return false;
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      counter.remove(key);
      onRelease?.();
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
    /** Every error the limits refuse a handshake with (each made once). */
    refusalErrors: [tooManyFromAccount, tooManyFromAddress, coolingDownError] as const,

    /** Counts the socket's address; the error to refuse it with when the address is at its limit. */
    holdAddress(socket: Socket): TooManyRequestsError | undefined {
      const address = addressOf(socket.request);
      if (exempt.has(address) || hold(socket, perAddress, address)) return undefined;
      refused.inc({ reason: 'sockets_per_address' });
      return tooManyFromAddress;
    },

    /**
     * Refuses, before its token is looked up, a handshake that names an account at its limit
     * or cooling down after a flood. The name is not verified yet: a forged one only refuses
     * its own handshake; an admitted one is counted by `holdAccount`.
     */
    refuseEarly(claimedAccountId: string): TooManyRequestsError | undefined {
      const until = coolingDown.get(claimedAccountId);
      if (until !== undefined && until <= clock.now().getTime())
        coolingDown.delete(claimedAccountId);
      const cooling = until !== undefined && until > clock.now().getTime();
      if (!cooling && perAccount.count(claimedAccountId) < limits.socketsPerAccount)
        return undefined;
      refused.inc({ reason: cooling ? 'cooling_down' : 'sockets_per_account' });
      return cooling ? coolingDownError : tooManyFromAccount;
    },

    /** Counts the socket's account, or gives back what it holds and answers the error. */
    holdAccount(socket: Socket, accountId: string): TooManyRequestsError | undefined {
      const forget = () => {
        const account = accounts.get(accountId);
        account?.sockets.delete(socket);
        if (account?.sockets.size === 0) accounts.delete(accountId);
      };
      if (hold(socket, perAccount, accountId, forget)) {
        const account = accounts.get(accountId) ?? {
          sockets: new Set<Socket>(),
          budget: eventBudget({
            perSecond: limits.eventsPerSecond * 2,
            burst: limits.eventBurst * 2,
          }),
        };
        account.sockets.add(socket);
        accounts.set(accountId, account);
        return undefined;
      }
      refused.inc({ reason: 'sockets_per_account' });
      release(socket);
      return tooManyFromAccount;
    },

    /** Gives back what a socket whose handshake is refused holds. */
    release,

    /**
     * Keeps the socket's events within its budget and its account's, checked before any listener
     * runs. A socket far over its own is disconnected; an account far over its budget has all
     * its sockets here disconnected; either way the account cools down (FLOOD_COOL_DOWN_MS).
     */
    limitEvents(socket: Socket, accountId?: string): void {
      const budget = eventBudget({ perSecond: limits.eventsPerSecond, burst: limits.eventBurst });
      const account = accountId === undefined ? undefined : accounts.get(accountId);
      socket.use(([event], next) => {
        const now = clock.now().getTime();
        const own = budget(now);
        const shared = account ? account.budget(now) : 'accept';
        if (own === 'accept' && shared === 'accept') {
          if (socket.listeners(event as string).length > 0) return next();
          refused.inc({ reason: 'unknown_event' });
          return;
        }
        refused.inc({ reason: 'events' });
        if (own === 'disconnect' || shared === 'disconnect') {
          if (accountId) coolingDown.set(accountId, now + FLOOD_COOL_DOWN_MS);
          const flooding = shared === 'disconnect' && account ? [...account.sockets] : [socket];
          for (const each of flooding) each.disconnect(true);
        }
        // Otherwise dropped: nothing runs and nothing is answered.
      });
    },
  };
}
