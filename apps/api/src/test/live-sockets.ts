import type { AddressInfo } from 'node:net';
import { REALTIME_PATH, type ErrorEnvelope } from '@bazaar/contracts';
import { io as connectTo, type Socket } from 'socket.io-client';
import type { App } from '../app';

/** Starts `instance` on a free loopback port and answers the port (for sockets to reach it). */
export async function listenOnLoopback(instance: App): Promise<number> {
  await instance.listen({ host: '127.0.0.1', port: 0 });
  return (instance.server.address() as AddressInfo).port;
}

/**
 * A browser tab's socket on a namespace of the live channel at `port`, as the web connects it
 * (websocket only) but without reconnecting; with `token`, the handshake carries it.
 */
export function openLiveSocket<ServerEvents extends object, ClientEvents extends object>(
  port: number,
  namespace: string,
  token?: string,
): Socket<ServerEvents, ClientEvents> {
  return connectTo(`http://127.0.0.1:${port}${namespace}`, {
    path: REALTIME_PATH,
    transports: ['websocket'],
    ...(token === undefined ? {} : { auth: { token } }),
    reconnection: false,
    forceNew: true,
  }) as unknown as Socket<ServerEvents, ClientEvents>;
}

/** Resolves once the socket is admitted; rejects with the handshake's error. */
export function connected(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** The envelope a refused handshake answers with. */
export function refusal(socket: Socket): Promise<ErrorEnvelope> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the socket was admitted')));
    socket.once('connect_error', (error) =>
      resolve((error as Error & { data: ErrorEnvelope }).data),
    );
  });
}
