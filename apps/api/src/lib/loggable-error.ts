import { REDACTED } from '@bazaar/contracts';

/**
 * An error as the logs may keep it (the pino log and the administrators' error logs): what went
 * wrong and where, never the personal data a failed statement carried. The redaction rules:
 *
 * 1. Statement parameters are never kept. Drizzle writes them into its message
 *    ("Failed query: <sql>\nparams: <values>"); the statement stays (its values are
 *    placeholders), the parameters become "[redacted]". The `params` Drizzle and PGlite attach to
 *    their errors are not copied.
 * 2. Of a database error only its descriptors are kept (SQLSTATE code, severity, constraint,
 *    table, column, schema, routine): `detail` and `where` quote row values ("Key (email)=(…)",
 *    "Failing row contains (…)").
 * 3. A data exception (SQLSTATE class 22) quotes the value it could not take in its message
 *    ('invalid input syntax for type integer: "Greta"'): quoted values become "[redacted]".
 * 4. The stack keeps its frames under the redacted message (V8 repeats the message on top).
 *
 * The same rules apply to each cause. Anything else an error carries is not copied. (A type
 * rather than an interface: pino's serializers take plain records.)
 */
export type LoggableError = {
  /** The error's class (`DrizzleQueryError`), as pino names it. */
  type: string;
  name: string;
  message: string;
  /** The frames under the redacted message; empty for a thrown value that is no error. */
  stack: string;
  /** A SQLSTATE or the error's own code (`FST_ERR_…`). */
  code?: string;
  /** What a database error names: severity, constraint, table, column, schema, routine. */
  database?: Record<string, string>;
  cause?: LoggableError;
};

const DATABASE_DESCRIPTORS = ['severity', 'constraint', 'table', 'column', 'schema', 'routine'];
const MAX_CAUSES = 5;

/** Drizzle's "Failed query: …\nparams: …": everything from the parameters on. */
const STATEMENT_PARAMETERS = /\nparams: [\s\S]*$/;
const SQLSTATE = /^[0-9A-Z]{5}$/;

function redactMessage(message: string, code: string | undefined): string {
  const withoutParameters = message.replace(STATEMENT_PARAMETERS, `\nparams: ${REDACTED}`);
  const isDataException = code !== undefined && SQLSTATE.test(code) && code.startsWith('22');
  return isDataException
    ? withoutParameters.replace(/"[^"]*"/g, `"${REDACTED}"`)
    : withoutParameters;
}

function framesOf(stack: string | undefined): string[] {
  return (stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
}

function stringProperty(error: object, key: string): string | undefined {
  const value = (error as Record<string, unknown>)[key];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** The error (and its causes) after the redaction rules above. */
export function loggableError(error: unknown, causeDepth = 0): LoggableError {
  if (!(error instanceof Error)) {
    const message = redactMessage(String(error), undefined);
    return { type: typeof error, name: typeof error, message, stack: '' };
  }
  const code = stringProperty(error, 'code');
  const message = redactMessage(error.message, code);
  const database = Object.fromEntries(
    DATABASE_DESCRIPTORS.flatMap((key) => {
      const value = code && SQLSTATE.test(code) ? stringProperty(error, key) : undefined;
      return value === undefined ? [] : [[key, value]];
    }),
  );
  return {
    type: error.constructor?.name || error.name,
    name: error.name,
    message,
    stack: [`${error.name}: ${message}`, ...framesOf(error.stack)].join('\n'),
    ...(code ? { code } : {}),
    ...(Object.keys(database).length > 0 ? { database } : {}),
    ...(error.cause !== undefined && causeDepth < MAX_CAUSES
      ? { cause: loggableError(error.cause, causeDepth + 1) }
      : {}),
  };
}

/**
 * An error the job runner or the domain events' outbox stores: the redacted message, its frames
 * and its causes, never the statement parameters or row values the original carried.
 */
export function redactedError(error: unknown): Error {
  const loggable = loggableError(error);
  const redacted = new Error(loggable.message);
  redacted.name = loggable.name;
  redacted.stack = loggable.stack;
  if (loggable.cause) redacted.cause = loggable.cause;
  return redacted;
}
