import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createApiForwarder,
  isApiPath,
  isInternalApiPath,
  type ApiForwarder,
} from './api-forwarder';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const servers: Server[] = [];
const forwarders: ApiForwarder[] = [];

async function listen(handler: Handler): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A fake api at `api` and a web server in front of it that forwards everything. */
async function webInFrontOf(
  api: string,
  errors: unknown[] = [],
  onChange?: (url: string) => void,
): Promise<string> {
  const forwarder = createApiForwarder({
    apiOrigin: api,
    serverPort: 3000,
    logError: (_message, error) => errors.push(error),
    onChange,
  });
  forwarders.push(forwarder);
  return listen((request, response) => forwarder.forward(request, response));
}

function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; path?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // `path`, when given, is sent as it is (a URL string would be normalised on the way).
    const outgoing = httpRequest(url, {
      method: options.method,
      headers: options.headers,
      ...(options.path ? { path: options.path } : {}),
    });
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => resolve(body));
  });
}

afterEach(async () => {
  await Promise.all(forwarders.splice(0).map((forwarder) => forwarder.close()));
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

describe('isApiPath', () => {
  it('takes /api and what is under it, not pages that merely start alike', () => {
    expect(isApiPath('/api')).toBe(true);
    expect(isApiPath('/api/ping')).toBe(true);
    expect(isApiPath('/api?x=1')).toBe(true);
    expect(isApiPath('/apiary')).toBe(false);
    expect(isApiPath('/shophub')).toBe(false);
  });
});

describe('isInternalApiPath', () => {
  it('names the metrics however they are spelled, and nothing else', () => {
    for (const path of [
      '/api/metrics',
      '/api/metrics?x=1',
      '/api/metrics/',
      '/api//metrics',
      '/api/%6detrics',
      '/api/%6Detrics',
      '/api/x/../metrics',
      '/api/./metrics',
      '/API/Metrics',
      '/api/metrics;x',
      '/api\\metrics',
    ])
      expect(isInternalApiPath(path), path).toBe(true);
    for (const path of ['/api/metricsx', '/api/health/ready', '/api/me/metrics', '/api/%zz'])
      expect(isInternalApiPath(path), path).toBe(false);
  });
});

describe('the api forwarder', () => {
  it("answers the api's internal routes 404 itself, in the envelope, without asking the api", async () => {
    const asked: string[] = [];
    const api = await listen((request, response) => {
      asked.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('process_cpu_seconds_total 1');
    });
    const web = await webInFrontOf(api);
    for (const path of ['/api/metrics', '/api/%6detrics', '/api//metrics/', '/api/x/../metrics']) {
      const answer = await send(web, {
        path,
        headers: { authorization: 'Bearer a-scrape-token-0123', 'accept-language': 'de' },
      });
      expect(answer.status, path).toBe(404);
      expect(answer.headers['cache-control']).toBe('no-store');
      const body = JSON.parse(answer.body.toString()) as Record<string, unknown>;
      expect(body).toMatchObject({ status: 404, error_code: 'NOT_FOUND' });
      expect(body['user_message']).toEqual(expect.any(String));
    }
    expect(asked).toEqual([]);
    // The public probes are forwarded.
    expect((await send(`${web}/api/health/ready`)).status).toBe(200);
    expect(asked).toEqual(['/api/health/ready']);
  });

  it('forwards method, path, query, headers and body to the api', async () => {
    let seen: { method?: string; url?: string; headers?: IncomingHttpHeaders; body?: string } = {};
    const api = await listen(async (request, response) => {
      seen = {
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: await readBody(request),
      };
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    });
    const web = await webInFrontOf(api);
    const answer = await send(`${web}/api/carts/assemble?x=1`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer t',
        connection: 'keep-alive, x-hop',
        'x-hop': 'dropped',
        expect: '100-continue',
        host: 'web.example',
      },
      body: JSON.stringify([{ product_id: 'p1' }]),
    });

    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body.toString())).toEqual({ ok: true });
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/api/carts/assemble?x=1');
    expect(seen.headers?.authorization).toBe('Bearer t');
    expect(seen.headers?.expect).toBeUndefined();
    expect(seen.headers?.['x-hop']).toBeUndefined();
    expect(seen.headers?.connection).not.toContain('x-hop');
    expect(seen.headers?.['x-forwarded-host']).toBe('web.example');
    expect(seen.headers?.['x-forwarded-proto']).toBe('http');
    expect(seen.headers?.['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen.body).toBe('[{"product_id":"p1"}]');
  });

  it('keeps the forwarding headers a trusted proxy sent', async () => {
    let seen: IncomingHttpHeaders = {};
    const api = await listen((request, response) => {
      seen = request.headers;
      response.end('{}');
    });
    const web = await webInFrontOf(api);
    await send(`${web}/api/ping`, {
      headers: {
        'x-forwarded-for': '203.0.113.5',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'bazaar.example',
      },
    });
    expect(seen['x-forwarded-for']).toBe('203.0.113.5');
    expect(seen['x-forwarded-proto']).toBe('https');
    expect(seen['x-forwarded-host']).toBe('bazaar.example');
  });

  it('passes every Set-Cookie of the answer on, and an encoded body with its encoding', async () => {
    const encoded = gzipSync('{"a":1}');
    const api = await listen((_request, response) => {
      response.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
      response.setHeader('content-type', 'application/json');
      response.setHeader('content-encoding', 'gzip');
      response.setHeader('keep-alive', 'timeout=72');
      response.end(encoded);
    });
    const web = await webInFrontOf(api);
    const answer = await send(`${web}/api/auth/verify`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(answer.headers['content-encoding']).toBe('gzip');
    // The web's own connection has a Keep-Alive of its own; the api's is not passed on.
    expect(answer.headers['keep-alive']).not.toBe('timeout=72');
    expect(gunzipSync(answer.body).toString()).toBe('{"a":1}');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gzips a long text answer for a browser that accepts it, as Next.js did', async () => {
    const json = JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => ({ id: i })) });
    const api = await listen((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(json);
    });
    const web = await webInFrontOf(api);
    const zipped = await send(`${web}/api/listings`, { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(json);
    const plain = await send(`${web}/api/listings`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(json);
  });

  it('answers 502 with an error envelope in the visitor language when the api is unreachable', async () => {
    const closed = await listen(() => undefined);
    servers.pop()?.close();
    const errors: unknown[] = [];
    const web = await webInFrontOf(closed, errors);
    const answer = await send(`${web}/api/ping`, { headers: { 'accept-language': 'de-DE,de' } });
    expect(answer.status).toBe(502);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(answer.body.toString()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 502, error_code: 'COMMON' });
    expect(body.user_message).toMatch(/Marktplatz/);
    expect(errors).toHaveLength(1);
  });

  it('aborts the api request when the visitor goes away', async () => {
    let apiRequestClosed: () => void = () => undefined;
    const closedEarly = new Promise<void>((resolve) => (apiRequestClosed = resolve));
    let arrived: () => void = () => undefined;
    const apiReached = new Promise<void>((resolve) => (arrived = resolve));
    const api = await listen((request, response) => {
      response.on('close', () => {
        if (!response.writableFinished) apiRequestClosed();
      });
      arrived();
      // Never answers: only the visitor's disconnect can end this request.
      void request;
    });
    const web = await webInFrontOf(api);
    const outgoing = httpRequest(`${web}/api/search/slow`);
    outgoing.on('error', () => undefined);
    outgoing.end();
    await apiReached;
    outgoing.destroy();
    await expect(closedEarly).resolves.toBeUndefined();
  });

  it('streams a request body to the api before the visitor has finished sending it', async () => {
    let firstChunk: () => void = () => undefined;
    const chunkArrived = new Promise<void>((resolve) => (firstChunk = resolve));
    const api = await listen(async (request, response) => {
      request.once('data', () => firstChunk());
      const body = await readBody(request);
      response.end(String(body.length));
    });
    const web = await webInFrontOf(api);
    const answer = new Promise<string>((resolve) => {
      const outgoing = httpRequest(`${web}/api/media`, { method: 'POST' });
      outgoing.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(body));
      });
      outgoing.write('x'.repeat(1000));
      // The rest is sent only once the api has seen the first part.
      void chunkArrived.then(() => outgoing.end('y'.repeat(1000)));
    });
    await expect(answer).resolves.toBe('2000');
  });

  it('reports changes the api accepted, not reads or refused writes', async () => {
    const api = await listen((request, response) => {
      response.statusCode = request.url === '/api/refused' ? 403 : 200;
      response.end('{}');
    });
    const changes: string[] = [];
    const web = await webInFrontOf(api, [], (url) => changes.push(url));
    await send(`${web}/api/listings`);
    await send(`${web}/api/refused`, { method: 'POST', body: '{}' });
    expect(changes).toEqual([]);
    await send(`${web}/api/products/me/catalog/1`, { method: 'PATCH', body: '{}' });
    expect(changes).toEqual(['/api/products/me/catalog/1']);
  });
});

describe('request ids', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  /** A fake api that answers with the request id it received, echoed as the real api does. */
  async function echoingApi(received: string[]): Promise<string> {
    return listen((request, response) => {
      const id = String(request.headers['x-request-id']);
      received.push(id);
      response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': id });
      response.end('{}');
    });
  }

  it('sends the api a new id when the request brings none, and the answer tells it', async () => {
    const received: string[] = [];
    const web = await webInFrontOf(await echoingApi(received));
    const first = await send(`${web}/api/ping`);
    const second = await send(`${web}/api/ping`);
    expect(received).toHaveLength(2);
    expect(received[0]).toMatch(UUID);
    expect(received[1]).toMatch(UUID);
    expect(received[0]).not.toBe(received[1]);
    expect(first.headers['x-request-id']).toBe(received[0]);
    expect(second.headers['x-request-id']).toBe(received[1]);
  });

  it('passes on an id of the safe shape, and replaces any other', async () => {
    const received: string[] = [];
    const web = await webInFrontOf(await echoingApi(received));
    const safe = 'edge-proxy.7f3a9c21:0001';
    await send(`${web}/api/ping`, { headers: { 'x-request-id': safe } });
    await send(`${web}/api/ping`, { headers: { 'x-request-id': 'short' } });
    await send(`${web}/api/ping`, { headers: { 'x-request-id': `x${'y'.repeat(200)}` } });
    await send(`${web}/api/ping`, { headers: { 'x-request-id': 'has spaces"and quotes' } });
    expect(received[0]).toBe(safe);
    for (const replaced of received.slice(1)) expect(replaced).toMatch(UUID);
  });

  it('names the id in its own 502 answer and in the log line of the failure', async () => {
    const closed = await listen(() => undefined);
    servers.pop()?.close();
    const messages: string[] = [];
    const forwarder = createApiForwarder({
      apiOrigin: closed,
      serverPort: 3000,
      logError: (message) => messages.push(message),
    });
    forwarders.push(forwarder);
    const web = await listen((request, response) => forwarder.forward(request, response));
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    const answer = await send(`${web}/api/ping`, { headers: { 'x-request-id': id } });
    expect(answer.status).toBe(502);
    expect(answer.headers['x-request-id']).toBe(id);
    expect(messages).toEqual([`api forwarder: GET /api/ping failed [request ${id}]`]);
  });

  it('keeps secrets of the address out of the log line of a failure', async () => {
    const closed = await listen(() => undefined);
    servers.pop()?.close();
    const messages: string[] = [];
    const forwarder = createApiForwarder({
      apiOrigin: closed,
      serverPort: 3000,
      logError: (message) => messages.push(message),
    });
    forwarders.push(forwarder);
    const web = await listen((request, response) => forwarder.forward(request, response));
    await send(`${web}/api/calendar/FeedSecret0123.ics`);
    await send(`${web}/api/analytics?token=BeaconToken0123`);
    expect(messages.join('\n')).not.toMatch(/FeedSecret0123|BeaconToken0123/);
    expect(messages[0]).toContain('GET /api/calendar/[redacted] failed');
  });
});
