import {
  NOTIFICATIONS_NAMESPACE,
  REALTIME_PATH,
  type NotificationsClientEvents,
  type NotificationsServerEvents,
} from '@bazaar/contracts';
import { createAdapter } from '@socket.io/redis-adapter';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { Gauge } from 'prom-client';
import { createClient } from 'redis';
import { Server, type Namespace, type Socket } from 'socket.io';
import { z } from 'zod';
import type { TrustProxy } from '../../config';
import { UnauthorizedError } from '../../errors';
import type { SignedInAccount } from '../../lib/account-status';
import type { Clock } from '../../lib/clock';
import { visitorAddressOf } from '../../lib/visitor-address';
import { toErrorEnvelope } from '../../plugins/errors';
import {
  accountRoom,
  sessionRoom,
  type AccountNamespace,
  type RealtimeEvents,
  type RealtimeSocketData,
} from './account-namespace';
import { handlePublishFailures } from './publish-failures';
import { realtimeSubscribers, sessionsEndedSubscriber } from './realtime.subscribers';
import { socketGuards, type SocketLimits } from './socket-guards';
import { whenRedisIsBack } from '../../lib/redis-reconnect';

export type { SocketLimits } from './socket-guards';
export {
  accountRoom,
  sessionRoom,
  type AccountNamespace,
  type RealtimeEvents,
  type RealtimeSocketData,
} from './account-namespace';

export interface Realtime {
  /**
   * Opens a namespace of the live channel for signed-in accounts: a socket is admitted with a
   * valid access token (refused with the envelope otherwise) within the limits of sockets per
   * account and address, joins its account's room (`accountRoom`) and its sessions' rooms
   * (`sessionRoom`), and is disconnected when its token expires or one of its sessions ends.
   * Its events are limited (ADR 0088).
   */
  namespace<ClientEvents extends RealtimeEvents, ServerEvents extends RealtimeEvents>(
    name: string,
  ): AccountNamespace<ClientEvents, ServerEvents>;
  /**
   * A namespace anybody may connect to, without a token, for what is public anyway (services'
   * availability). The module that asks for it handles its sockets' events and authorizes each;
   * it shares the server, its path and (with REDIS_URL) the Redis adapter with the others.
   */
  publicNamespace<ClientEvents extends object, ServerEvents extends object>(
    name: string,
  ): Namespace<ClientEvents, ServerEvents>;
  /**
   * Binds a public namespace's socket to the sessions of the account it showed (an owner's view
   * of what visitors may not see): it is disconnected when one of them ends, as the account
   * namespaces' sockets are.
   */
  endWithSessions(socket: Socket, account: SignedInAccount): Promise<void>;
}

/** The sessions a socket of the account ends with: its sign-in, and a viewing's own. */
const sessionsOf = (account: SignedInAccount) =>
  account.viewedBy ? [account.signInId, account.viewedBy.viewingId] : [account.signInId];

declare module 'fastify' {
  interface FastifyInstance {
    /** The live channel's authenticated namespaces (realtime module). */
    realtime: Realtime;
  }
}

export interface RealtimeModuleOptions {
  clock: Clock;
  /** With a Redis URL, pushes reach the sockets of every api instance; without, this one's. */
  redisUrl: string | undefined;
  limits: SocketLimits;
  /** How a handshake's visitor address is read (TRUST_PROXY, as for requests). */
  trustProxy: TrustProxy;
  /** Addresses exempt from the per-address limit (THROTTLE_EXEMPT_IPS). */
  exemptAddresses: readonly string[];
}

/**
 * How long a handshake refused before its token's look-up (an account at its limit or cooling
 * down after a flood) waits for its refusal.
 */
const EARLY_REFUSAL_DELAY_MS = 3_000;

/** The largest packet a client may send; every client event is a few ids. */
const MAX_PACKET_BYTES = 16 * 1024;

const handshakeAuth = z.object({ token: z.string().min(1).max(4096) });

/**
 * The live channel (spec §7, ADR 0045): socket.io on the api's own HTTP server at /ws,
 * websocket transport only. Each namespace (notifications; chat, opened by the chat module) admits
 * a socket with a valid access token, joins it to its account's room and disconnects it when that
 * token expires or its session ends; sockets and their events are limited (ADR 0088).
 */
export const realtimeModule = fp<RealtimeModuleOptions>(
  async (app, { clock, redisUrl, limits, trustProxy, exemptAddresses }) => {
    const io = new Server({
      path: REALTIME_PATH,
      transports: ['websocket'],
      serveClient: false,
      maxHttpBufferSize: MAX_PACKET_BYTES,
    });
    const guards = socketGuards({
      limits,
      addressOf: visitorAddressOf(trustProxy),
      exemptAddresses,
      clock,
      registry: app.metrics.registry,
    });

    if (redisUrl) {
      const publisher = createClient({ url: redisUrl });
      const subscriber = publisher.duplicate();
      for (const client of [publisher, subscriber]) {
        // Without a listener a lost connection would end the process; the client reconnects.
        client.on('error', (error: unknown) =>
          app.log.warn({ err: error }, 'redis of the live channel'),
        );
      }
      await Promise.all([publisher.connect(), subscriber.connect()]);
      handlePublishFailures(publisher, app.log);
      io.adapter(createAdapter(publisher, subscriber));
      // Pushes sent while Redis was away reached no other instance. This instance's clients are
      // made to reconnect (a closed transport, which socket.io clients reconnect after), and a
      // client asks for what it missed on every reconnect (ADR 0045): nothing stays missed.
      whenRedisIsBack(subscriber, () => {
        // One connection carries a client's namespaces; a worker process holds none.
        const connections = new Set(
          [...io._nsps.values()].flatMap((namespace) =>
            [...namespace.sockets.values()].map((socket) => socket.conn),
          ),
        );
        app.log.warn(
          { connections: connections.size },
          'redis of the live channel is back: its clients reconnect to catch up',
        );
        for (const connection of connections) connection.close();
      });
      app.addHook('onClose', async () => {
        await Promise.allSettled([publisher.quit(), subscriber.quit()]);
      });
    }

    /** The socket's account and token expiry, or an UnauthorizedError for a missing or bad token. */
    async function admit(auth: unknown): Promise<RealtimeSocketData> {
      const parsed = handshakeAuth.safeParse(auth);
      const account = parsed.success ? await app.authService.authenticate(parsed.data.token) : null;
      if (!parsed.success || !account) throw new UnauthorizedError();
      return {
        userId: account.id,
        sessionIds: sessionsOf(account),
        expiresAt: (decodeJwt(parsed.data.token).exp ?? 0) * 1000,
        readOnly: account.viewedBy !== undefined,
      };
    }

    /** The account a handshake's token names, unverified (undefined for anything unreadable). */
    function claimedAccountId(auth: unknown): string | undefined {
      const parsed = handshakeAuth.safeParse(auth);
      if (!parsed.success) return undefined;
      try {
        return decodeJwt(parsed.data.token).sub;
      } catch {
        return undefined;
      }
    }

    /** The client's connect_error carries the spec's envelope as its data. */
    function refusal(error: unknown): Error {
      const known = typeof error === 'object' && error !== null && refusals.get(error);
      if (known) return known;
      const envelope = toErrorEnvelope(error);
      if (envelope.status >= 500) app.log.error({ err: error }, 'a live-channel handshake failed');
      return Object.assign(new Error(envelope.user_message), { data: envelope });
    }
    /** The refusals of the socket limits, made once (their errors are made once too). */
    const refusals = new WeakMap<object, Error>();
    for (const error of guards.refusalErrors) refusals.set(error, refusal(error));

    /**
     * Namespaces whose sockets are disconnected when a session ends (sessions.ended): the account
     * ones, and the public ones whose sockets join a session's room by `endWithSessions`. Filled
     * as modules open them, after this subscriber is registered.
     */
    const sessionBoundNamespaces: Pick<Namespace, 'in'>[] = [];

    const realtime: Realtime = {
      publicNamespace: <ClientEvents extends object, ServerEvents extends object>(name: string) => {
        const namespace = io.of(name);
        sessionBoundNamespaces.push(namespace);
        namespace.use((socket, next) => {
          const refused = guards.holdAddress(socket);
          next(refused ? refusal(refused) : undefined);
        });
        namespace.on('connection', (socket: Socket) => guards.limitEvents(socket));
        // socket.io types a namespace by its server's event maps; a public one has its own.
        return namespace as unknown as Namespace<ClientEvents, ServerEvents>;
      },
      endWithSessions: async (socket, account) => {
        await socket.join(sessionsOf(account).map(sessionRoom));
      },
      namespace<ClientEvents extends RealtimeEvents, ServerEvents extends RealtimeEvents>(
        name: string,
      ) {
        const namespace: AccountNamespace<ClientEvents, ServerEvents> = io.of(name);
        sessionBoundNamespaces.push(namespace);
        namespace.use((socket, next) => {
          // The address and the account the token names are checked before it costs a look-up.
          const claimed = claimedAccountId(socket.handshake.auth);
          const refusedEarly = claimed === undefined ? undefined : guards.refuseEarly(claimed);
          if (refusedEarly) {
            // Answered late: a script that retries on the answer retries that much less often.
            setTimeout(() => next(refusal(refusedEarly)), EARLY_REFUSAL_DELAY_MS).unref();
            return;
          }
          const refusedAddress = guards.holdAddress(socket);
          if (refusedAddress) return next(refusal(refusedAddress));
          admit(socket.handshake.auth).then(
            (data) => {
              const refusedAccount = guards.holdAccount(socket, data.userId);
              if (refusedAccount) return next(refusal(refusedAccount));
              socket.data = data;
              next();
            },
            (error: unknown) => {
              guards.release(socket);
              next(refusal(error));
            },
          );
        });
        namespace.on('connection', (socket) => {
          const { data } = socket;
          void socket.join([accountRoom(data.userId), ...data.sessionIds.map(sessionRoom)]);
          guards.limitEvents(socket, data.userId);
          const expiry = setTimeout(
            () => socket.disconnect(true),
            Math.max(0, data.expiresAt - clock.now().getTime()),
          );
          socket.on('disconnect', () => clearTimeout(expiry));
          // A session that ended between the handshake's look-up and joining its room was
          // announced to nobody here: asked once more now that the socket is in the room.
          admit(socket.handshake.auth).catch(() => socket.disconnect(true));
        });
        return namespace;
      },
    };
    app.decorate('realtime', realtime);

    new Gauge({
      name: 'bazaar_socket_connections',
      help: 'Live-channel sockets connected to this instance, per namespace',
      labelNames: ['namespace'] as const,
      registers: [app.metrics.registry],
      collect() {
        this.reset();
        // `_nsps` is socket.io's public list of the namespaces opened on the server.
        for (const [name, namespace] of io._nsps)
          this.set({ namespace: name }, namespace.sockets.size);
      },
    });

    const notifications = realtime.namespace<NotificationsClientEvents, NotificationsServerEvents>(
      NOTIFICATIONS_NAMESPACE,
    );
    for (const subscriber of realtimeSubscribers(notifications)) {
      app.domainEvents.subscribe(subscriber);
    }
    app.domainEvents.subscribe(sessionsEndedSubscriber(sessionBoundNamespaces));

    io.attach(app.server);
    // Fastify closes its HTTP server itself; this ends the websockets that would hold it open.
    app.addHook('preClose', async () => {
      io.engine.close();
    });
  },
  {
    name: 'realtime-module',
    dependencies: ['domain-events-module', 'auth-module', 'metrics'],
  },
);
