import { describe, expect, it } from 'vitest';
import { declaredResponseChecker } from './declared-responses';
import type { OpenApiDocument } from './hostile-requests';

const json = (schema: unknown) => ({ content: { 'application/json': { schema } } });

const document = {
  paths: {
    '/api/things/{id}': {
      get: {
        responses: {
          200: json({ $ref: '#/components/schemas/Thing' }),
          '4XX': json({ $ref: '#/components/schemas/ErrorEnvelope' }),
        },
      },
      delete: { responses: { 204: { description: 'Gone' } } },
    },
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        properties: { id: { type: 'string' }, count: { type: 'integer', minimum: 0 } },
        required: ['id', 'count'],
      },
      ErrorEnvelope: {
        type: 'object',
        properties: {
          status: { type: 'integer' },
          error_code: { type: 'string' },
          user_message: { type: 'string' },
        },
        required: ['status', 'error_code', 'user_message'],
      },
    },
  },
} as unknown as OpenApiDocument;

const get = { method: 'GET', path: '/api/things/{id}' };
const answer = (
  status: number,
  body: unknown,
  contentType = 'application/json; charset=utf-8',
) => ({
  status,
  contentType,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('declaredResponseChecker', () => {
  const check = declaredResponseChecker(document);

  it('accepts answers of their declared schema and errors in the envelope', () => {
    expect(check(get, answer(200, { id: 'a', count: 2 }))).toBeUndefined();
    const envelope = { status: 404, error_code: 'NOT_FOUND', user_message: 'Not found.' };
    expect(check(get, answer(404, envelope))).toBeUndefined();
    expect(check({ method: 'DELETE', path: get.path }, answer(204, '', ''))).toBeUndefined();
  });

  it('names an answer outside its declared schema', () => {
    expect(check(get, answer(200, { id: 'a', count: -1 }))).toMatch(
      /answered 200 outside its declared schema \(count:/,
    );
    expect(check(get, answer(200, { id: 'a' }))).toMatch(/outside its declared schema/);
  });

  it('names undeclared statuses, 5xx and errors outside the envelope', () => {
    expect(check(get, answer(201, { id: 'a', count: 1 }))).toBe(
      'answered 201, which the document does not declare',
    );
    expect(check(get, answer(500, { status: 500 }))).toBe('answered 500');
    expect(check(get, answer(400, 'Bad Request', 'text/plain'))).toBe(
      'answered 400 outside the envelope',
    );
    expect(check(get, answer(400, { status: 422, error_code: 'X', user_message: 'Wrong.' }))).toBe(
      'answered 400, the envelope says 422',
    );
  });
});
