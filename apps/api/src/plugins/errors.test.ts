import { connect } from 'node:net';
import { isErrorEnvelope, type ErrorEnvelope } from '@bazaar/contracts';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConflictError,
  ForbiddenError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../errors';
import { errorResponses } from '../http/responses';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { UNEXPECTED_ERROR_MESSAGE } from './errors';

const SECRET = 'connection to 10.0.0.7 refused: password=hunter2';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({
    env: { BODY_LIMIT_BYTES: '2048' },
    configure(app) {
      app.get('/api/test/boom', { config: { access: 'public' } }, async () => {
        throw new Error(SECRET);
      });
      app.get('/api/test/rejects-later', { config: { access: 'public' } }, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        throw new TypeError(`Cannot read properties of undefined (${SECRET})`);
      });
      app.post(
        '/api/test/offers',
        {
          config: { access: 'public' },
          schema: {
            body: z.object({
              title: z.string().min(3),
              price: z.number().int().nonnegative(),
              contact: z.object({ email: z.email() }),
            }),
            response: { 201: z.object({ ok: z.boolean() }), ...errorResponses },
          },
        },
        async (_request, reply) => reply.code(201).send({ ok: true }),
      );
      app.get(
        '/api/test/bad-response',
        {
          config: { access: 'public' },
          schema: { response: { 200: z.object({ n: z.number() }) } },
        },
        async () => ({ n: 'not a number' }) as unknown as { n: number },
      );
      const thrown = {
        conflict: new ConflictError('This email is already registered.'),
        forbidden: new ForbiddenError('ACCOUNT_IS_PAUSED', 'Your account is paused.', {
          moreInfo: { alert: 'dialog', summary: 'Unpause it in your profile.' },
        }),
        unauthorized: new UnauthorizedError(),
        throttled: new TooManyRequestsError(),
        invalid: new ValidationError([{ field: 'zip_code', message: 'Unknown postal code' }]),
      };
      app.get('/api/test/app-error/:kind', { config: { access: 'public' } }, async (request) => {
        throw thrown[(request.params as { kind: keyof typeof thrown }).kind];
      });
    },
  });
});

afterAll(async () => {
  await testApp?.close();
});

function envelopeOf(response: { json(): unknown }): ErrorEnvelope {
  const body = response.json();
  expect(isErrorEnvelope(body)).toBe(true);
  return body as ErrorEnvelope;
}

describe('error envelope', () => {
  it('answers an unknown route with a 404 NOT_FOUND envelope', async () => {
    const response = await testApp.app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    const body = envelopeOf(response);
    expect(body).toMatchObject({ status: 404, error_code: 'NOT_FOUND' });
    expect(body.user_message.length).toBeGreaterThan(0);
  });

  it('answers an unknown route outside /api with the envelope too', async () => {
    const response = await testApp.app.inject({ method: 'DELETE', url: '/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(envelopeOf(response).error_code).toBe('NOT_FOUND');
  });

  it('turns a malformed JSON body into a 400 VALIDATION naming the body', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/offers',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": "Bike", "price": ',
    });
    expect(response.statusCode).toBe(400);
    const body = envelopeOf(response);
    expect(body.error_code).toBe('VALIDATION');
    expect(body.fields).toEqual([{ field: 'body', message: expect.any(String) }]);
  });

  it('turns an empty JSON body into a 400 VALIDATION', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/offers',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).error_code).toBe('VALIDATION');
  });

  it('names each bad field of a body, nested ones with dots', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/offers',
      payload: { title: 'Bike', price: '12', contact: { email: 'nope' } },
    });
    expect(response.statusCode).toBe(400);
    const body = envelopeOf(response);
    expect(body.error_code).toBe('VALIDATION');
    expect(body.fields?.map((f) => f.field).sort()).toEqual(['contact.email', 'price']);
    expect(body.user_message).toContain('price');
    expect(body.user_message).toContain('contact.email');
  });

  it('names a missing required field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/offers',
      payload: { price: 5, contact: { email: 'a@b.de' } },
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).fields?.map((f) => f.field)).toEqual(['title']);
  });

  it('names a query parameter of the wrong type', async () => {
    const response = await testApp.app.inject({ url: '/api/listings?limit=lots&section=moon' });
    expect(response.statusCode).toBe(400);
    const body = envelopeOf(response);
    expect(body.error_code).toBe('VALIDATION');
    expect(body.fields?.map((f) => f.field).sort()).toEqual(['limit', 'section']);
    expect(body.user_message).toContain('limit');
  });

  it('refuses a content type no route reads with a 400 VALIDATION', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/offers',
      headers: { 'content-type': 'application/x-bazaar-unknown' },
      payload: 'hello',
    });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).fields?.[0]?.field).toBe('content-type');
  });

  it('refuses a body above the limit with an envelope', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/test/offers',
      payload: { title: 'x'.repeat(5000), price: 1, contact: { email: 'a@b.de' } },
    });
    expect(response.statusCode).toBe(413);
    expect(envelopeOf(response)).toMatchObject({ status: 413, error_code: 'VALIDATION' });
  });

  it('hides unexpected errors behind a 500 COMMON without internals', async () => {
    for (const url of ['/api/test/boom', '/api/test/rejects-later', '/api/test/bad-response']) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode).toBe(500);
      const body = envelopeOf(response);
      expect(body).toEqual({
        status: 500,
        error_code: 'COMMON',
        user_message: UNEXPECTED_ERROR_MESSAGE,
      });
      expect(response.body).not.toContain('hunter2');
      expect(response.body).not.toContain('at ');
      expect(response.body).not.toMatch(/stack|\.ts:\d+/);
    }
  });

  it.each([
    ['conflict', 409, 'CONFLICT', 'This email is already registered.'],
    ['forbidden', 403, 'ACCOUNT_IS_PAUSED', 'Your account is paused.'],
    ['unauthorized', 401, 'UNAUTHORIZED', 'Please sign in to continue.'],
    ['throttled', 429, 'max_attempts', expect.any(String)],
    ['invalid', 400, 'VALIDATION', 'Please check this field: zip_code.'],
  ])('turns a thrown %s error into its status and code', async (kind, status, code, message) => {
    const response = await testApp.app.inject({ url: `/api/test/app-error/${kind}` });
    expect(response.statusCode).toBe(status);
    expect(envelopeOf(response)).toMatchObject({ status, error_code: code, user_message: message });
  });

  it('carries more_info of an application error', async () => {
    const response = await testApp.app.inject({ url: '/api/test/app-error/forbidden' });
    expect(envelopeOf(response).more_info).toEqual({
      alert: 'dialog',
      summary: 'Unpause it in your profile.',
    });
  });
});

/** Sends raw bytes to the listening api and reads the status line and body of its answer. */
function rawRequest(port: number, request: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(Buffer.from(request, 'latin1')));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
  });
}

describe('requests refused before any route', () => {
  it('answers a broken percent-encoding in the path with a 400 VALIDATION envelope', async () => {
    for (const url of [
      '/api/products/%ED%A0%80',
      '/api/products/%',
      '/api/geo/zipcodes/%FF/autocomplete',
    ]) {
      const response = await testApp.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
      expect(envelopeOf(response)).toMatchObject({
        status: 400,
        error_code: 'VALIDATION',
        fields: [{ field: 'url', message: expect.any(String) }],
      });
    }
  });

  it('answers a path parameter over 100 characters with a 414 envelope', async () => {
    const response = await testApp.app.inject({ url: `/api/products/${'x'.repeat(150)}` });
    expect(response.statusCode).toBe(414);
    expect(envelopeOf(response)).toMatchObject({ status: 414, error_code: 'VALIDATION' });
  });

  describe('on the listening server', () => {
    let port: number;

    beforeAll(async () => {
      await testApp.app.listen({ host: '127.0.0.1', port: 0 });
      const address = testApp.app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });

    it('answers an address over 16 KB with a 431 envelope', async () => {
      const answer = await rawRequest(
        port,
        `GET /api/geo?q=${'a'.repeat(17_000)} HTTP/1.1\r\nHost: bazaar.test\r\n\r\n`,
      );
      expect(answer.status).toBe(431);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 431, error_code: 'VALIDATION' });
    });

    it('answers a NUL character in a header with a 400 envelope', async () => {
      const answer = await rawRequest(
        port,
        'GET /api/ping HTTP/1.1\r\nHost: bazaar.test\r\nUser-Agent: a\u0000b\r\n\r\n',
      );
      expect(answer.status).toBe(400);
      expect(isErrorEnvelope(JSON.parse(answer.body))).toBe(true);
    });
  });
});
