import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loggerOptions } from '../logger';
import { loggableError } from './loggable-error';

const PERSONAL = ['Greta Lange', 'greta.lange@example.test', '+49 170 5550123', 'Hafenstraße 12'];

/** A database error as node-postgres and PGlite raise it, with the values they quote. */
function databaseError(code: string, message: string): Error {
  return Object.assign(new Error(message), {
    name: 'error',
    code,
    severity: 'ERROR',
    table: 'orders',
    column: 'contact_name',
    detail: `Failing row contains (${PERSONAL.join(', ')}).`,
    where: `unnamed portal parameter $1 = '${PERSONAL[0]}'`,
    params: PERSONAL,
  });
}

/** A failed checkout insert: Drizzle's error around the database's. */
function failedCheckout(code = '22P02'): DrizzleQueryError {
  return new DrizzleQueryError(
    'insert into "orders" ("contact_name", "contact_email", "contact_phone", "street") values ($1, $2, $3, $4)',
    PERSONAL,
    databaseError(code, `invalid input syntax for type integer: "${PERSONAL[0]}"`),
  );
}

function expectNoPersonalData(text: string) {
  for (const value of PERSONAL) expect(text).not.toContain(value);
}

describe('loggableError', () => {
  it('keeps the statement and drops its parameters, in the message and the stack', () => {
    const error = loggableError(failedCheckout());
    expect(error.message).toBe(
      'Failed query: insert into "orders" ("contact_name", "contact_email", "contact_phone", "street") values ($1, $2, $3, $4)\nparams: [redacted]',
    );
    expect(error.type).toBe('DrizzleQueryError');
    expect(error.stack).toMatch(/^Error: Failed query: insert[\s\S]*params: \[redacted\]\n\s+at /);
    expectNoPersonalData(JSON.stringify(error));
  });

  it("keeps a database error's code and names, never its detail or the value it quotes", () => {
    const cause = loggableError(failedCheckout()).cause!;
    expect(cause).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type integer: "[redacted]"',
      database: { severity: 'ERROR', table: 'orders', column: 'contact_name' },
    });
    expect(cause).not.toHaveProperty('detail');
    expect(cause).not.toHaveProperty('params');
  });

  it('keeps the quoted names of an integrity error (its values are only in the detail)', () => {
    const error = loggableError(
      databaseError('23505', 'duplicate key value violates unique constraint "users_email_key"'),
    );
    expect(error.message).toContain('"users_email_key"');
    expectNoPersonalData(JSON.stringify(error));
  });

  it('describes a thrown value that is no error', () => {
    expect(loggableError('lost connection')).toMatchObject({
      type: 'string',
      message: 'lost connection',
    });
  });
});

describe('the api log', () => {
  it('logs an unexpected error by the same rules', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', DATA_DIR: '/tmp' });
    const options = loggerOptions(config);
    if (typeof options !== 'object') throw new Error('the api logs with pino options');
    const app = Fastify({ logger: { ...options, stream } });
    app.log.error({ err: failedCheckout() }, 'unexpected error');
    await app.close();

    const line = lines.join('');
    expect(line).toContain('params: [redacted]');
    expect(line).toContain('22P02');
    expectNoPersonalData(line);
  });
});
