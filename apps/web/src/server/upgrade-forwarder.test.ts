import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { createUpgradeForwarder, isRealtimePath } from './upgrade-forwarder';

const servers: Server[] = [];
const sockets: Duplex[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/**
 * A fake api: it accepts a websocket upgrade and echoes what it is sent, or refuses one whose
 * URL says so with a 401 answer. It records the headers it got.
 */
async function fakeApi(seen: IncomingHttpHeaders[]): Promise<string> {
  const server = createServer();
  server.on('upgrade', (request, socket: Socket) => {
    seen.push(request.headers);
    sockets.push(socket);
    if (request.url?.includes('refuse')) {
      const body = JSON.stringify({ status: 401, error_code: 'UNAUTHORIZED', user_message: 'No.' });
      socket.end(
        `HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\n\r\n${body}`,
      );
      return;
    }
    socket.write(
      'HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: Upgrade\r\n\r\n',
    );
    socket.pipe(socket);
  });
  return listen(server);
}

async function webInFrontOf(api: string): Promise<string> {
  const forwardUpgrade = createUpgradeForwarder({
    apiOrigin: api,
    serverPort: 3000,
    logError: () => undefined,
  });
  const server = createServer((_request, response) => response.end());
  server.on('upgrade', (request, socket, head) => forwardUpgrade(request, socket, head));
  return listen(server);
}

/** Asks `url` to switch to a websocket: the switched socket, or the answer of a refusal. */
function upgrade(url: string) {
  return new Promise<
    { switched: Duplex } | { status: number; headers: IncomingHttpHeaders; body: string }
  >((resolve, reject) => {
    const outgoing = httpRequest(url, {
      headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13' },
    });
    outgoing.on('upgrade', (_answer, socket) => {
      sockets.push(socket);
      resolve({ switched: socket });
    });
    outgoing.on('response', (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

describe('the websocket upgrade forwarder', () => {
  it('knows the live channel’s path', () => {
    expect(isRealtimePath('/ws/?EIO=4&transport=websocket')).toBe(true);
    expect(isRealtimePath('/ws')).toBe(true);
    expect(isRealtimePath('/wsx')).toBe(false);
    expect(isRealtimePath('/_next/webpack-hmr')).toBe(false);
  });

  it('joins the browser’s socket to the api’s, both ways, telling the api who is calling', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const web = await webInFrontOf(await fakeApi(seen));

    const answer = await upgrade(`${web}/ws/?EIO=4&transport=websocket`);
    if (!('switched' in answer)) throw new Error(`not switched: ${answer.status}`);
    const echoed = new Promise<string>((resolve) =>
      answer.switched.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    answer.switched.write('hello over the channel');
    expect(await echoed).toBe('hello over the channel');
    expect(seen[0]).toMatchObject({
      upgrade: 'websocket',
      'sec-websocket-version': '13',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
    });
  });

  it('hands the api’s refusal to the browser as it is', async () => {
    const web = await webInFrontOf(await fakeApi([]));
    const answer = await upgrade(`${web}/ws/?refuse=1`);
    expect(answer).toMatchObject({ status: 401, body: expect.stringContaining('UNAUTHORIZED') });
  });

  it('answers 502 when the api cannot be reached', async () => {
    const closed = createServer();
    const api = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    servers.splice(servers.indexOf(closed), 1);
    const answer = await upgrade(`${await webInFrontOf(api)}/ws/`);
    expect(answer).toMatchObject({ status: 502 });
  });
});
