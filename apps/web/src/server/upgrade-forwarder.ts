import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { Duplex } from 'node:stream';
import { REALTIME_PATH } from '@bazaar/contracts';
import { answerHeaders, forwardedRequestHeaders } from './api-forwarder';

/** Whether an upgrade request is for the api's live channel: `/ws` and everything under it. */
export function isRealtimePath(url: string): boolean {
  return (
    url === REALTIME_PATH ||
    url.startsWith(`${REALTIME_PATH}/`) ||
    url.startsWith(`${REALTIME_PATH}?`)
  );
}

/** An HTTP/1.1 answer head, written by hand on a socket that is no longer Node's response. */
function answerHead(status: number, message: string, headers: OutgoingHttpHeaders): string {
  const lines = [`HTTP/1.1 ${status} ${message}`];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${each}`);
  }
  return `${lines.join('\r\n')}\r\n\r\n`;
}

export interface UpgradeForwarderOptions {
  /** The api's origin (API_URL). */
  apiOrigin: string;
  /** The port the web listens on, for X-Forwarded-Port. */
  serverPort: number;
  /** Where failures are reported; console.error by default. */
  logError?: (message: string, error: unknown) => void;
}

/**
 * The browser opens the live channel (`/ws`, a websocket) on the web's own origin; the web
 * server passes the upgrade to the api and then the bytes both ways, so no second port is open
 * to users (ADR 0045). The api decides: it answers 101 and the socket is joined to the api's, or
 * it answers with a refusal that the browser gets as it is.
 */
export function createUpgradeForwarder({
  apiOrigin,
  serverPort,
  logError = (message, error) => console.error(message, error),
}: UpgradeForwarderOptions) {
  const api = new URL(apiOrigin);

  return function forwardUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const headers = {
      ...forwardedRequestHeaders(request, serverPort),
      connection: 'Upgrade',
      upgrade: request.headers.upgrade ?? 'websocket',
      host: api.host,
    };
    const upstream = httpRequest({
      protocol: api.protocol,
      hostname: api.hostname,
      port: api.port,
      path: request.url ?? REALTIME_PATH,
      method: request.method ?? 'GET',
      headers,
      // An upgraded connection is never given back to a pool.
      agent: false,
    });
    // The visitor went away first: the api's side goes too.
    socket.once('error', () => upstream.destroy());
    socket.once('close', () => upstream.destroy());

    upstream.on('upgrade', (answer, apiSocket, apiHead) => {
      socket.write(answerHead(101, 'Switching Protocols', answer.headers));
      if (apiHead.length > 0) socket.write(apiHead);
      if (head.length > 0) apiSocket.write(head);
      apiSocket.once('error', () => socket.destroy());
      apiSocket.once('close', () => socket.destroy());
      apiSocket.pipe(socket).pipe(apiSocket);
    });
    // The api refused the upgrade (no token, bad path): the browser gets its answer.
    upstream.on('response', (answer) => {
      socket.write(
        answerHead(answer.statusCode ?? 502, answer.statusMessage ?? '', {
          ...answerHeaders(answer.headers),
          connection: 'close',
        }),
      );
      answer.pipe(socket);
    });
    upstream.on('error', (error) => {
      if (socket.destroyed) return;
      logError(`upgrade forwarder: ${request.url} failed`, error);
      socket.end(answerHead(502, 'Bad Gateway', { connection: 'close', 'content-length': 0 }));
    });
    upstream.end();
  };
}
