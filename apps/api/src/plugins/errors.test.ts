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
