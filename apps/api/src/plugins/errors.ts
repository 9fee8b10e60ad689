import type { ErrorEnvelope, FieldError } from '@bazaar/contracts';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, NotFoundError, TooManyRequestsError, validationUserMessage } from '../errors';

/** What users read when something failed on our side; the real error only goes to the log. */
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.';

type SchemaValidationIssue = NonNullable<FastifyError['validation']>[number];

/** `/items/0/name` → `items.0.name`; an empty path names the part of the request instead. */
function fieldName(issue: SchemaValidationIssue, context: string | undefined): string {
  const missing = issue.params?.['missingProperty'];
  const segments = issue.instancePath.split('/').filter((segment) => segment.length > 0);
  if (typeof missing === 'string') segments.push(missing);
  if (segments.length > 0) return segments.join('.');
  return context === 'querystring' ? 'query' : (context ?? 'body');
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).code === 'string';
}

function statusOf(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const status = (error as Partial<FastifyError>).statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** What is wrong with a request Fastify refused itself (its body, content type or address). */
const requestErrorFields: Readonly<Record<string, FieldError>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { field: 'body', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    field: 'content-type',
    message: 'This content type is not supported',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    field: 'body',
    message: 'The body must not be empty for JSON content',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { field: 'body', message: 'The body is not valid JSON' },
  FST_ERR_BAD_URL: {
    field: 'url',
    message: 'The address is not valid: it holds a broken percent-encoding',
  },
  FST_ERR_MAX_PARAM_LENGTH: { field: 'url', message: 'A part of the address is too long' },
};

/** A VALIDATION answer naming each bad field. */
function validationEnvelope(status: number, fields: FieldError[]): ErrorEnvelope {
  return { status, error_code: 'VALIDATION', user_message: validationUserMessage(fields), fields };
}

/** What a request Node's or Fastify's parser could not read is told. */
const UNREADABLE_REQUEST: FieldError = {
  field: 'request',
  message: 'The request could not be read',
};

/** Request-level failures Fastify raises itself (body parsing, content type, size, address). */
function requestErrorEnvelope(error: FastifyError, status: number): ErrorEnvelope {
  const code = error.code;
  // An unsupported content type is a bad request like any other (Fastify says 415).
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') status = 400;
  const field: FieldError =
    requestErrorFields[code] ??
    (error instanceof SyntaxError
      ? requestErrorFields['FST_ERR_CTP_INVALID_JSON_BODY']!
      : UNREADABLE_REQUEST);
  return validationEnvelope(status, [field]);
}

/** Generic answers for other 4xx errors raised by Fastify or plugins (never their raw message). */
function clientErrorEnvelope(status: number): ErrorEnvelope {
  switch (status) {
    case 401:
      return { status, error_code: 'UNAUTHORIZED', user_message: 'Please sign in to continue.' };
    case 403:
      return { status, error_code: 'FORBIDDEN', user_message: "You don't have access to this." };
    case 404:
      return new NotFoundError().toEnvelope();
    case 409:
      return {
        status,
        error_code: 'CONFLICT',
        user_message: 'This conflicts with the current state.',
      };
    case 429:
      return {
        status,
        error_code: 'max_attempts',
        user_message: 'Too many attempts. Please wait a moment and try again.',
      };
    default:
      return { status, error_code: 'VALIDATION', user_message: 'The request is not valid.' };
  }
}

/** Turns any error into the envelope of spec §8. */
export function toErrorEnvelope(error: unknown): ErrorEnvelope {
  if (error instanceof AppError) return error.toEnvelope();

  if (isFastifyError(error) && Array.isArray(error.validation)) {
    const fields = error.validation.map((issue) => ({
      field: fieldName(issue, error.validationContext),
      message: issue.message ?? 'Invalid value',
    }));
    return validationEnvelope(400, fields);
  }

  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) {
    const isRequestError =
      (isFastifyError(error) &&
        (error.code.startsWith('FST_ERR_CTP_') || error.code in requestErrorFields)) ||
      error instanceof SyntaxError;
    return isRequestError
      ? requestErrorEnvelope(error as FastifyError, status)
      : clientErrorEnvelope(status);
  }

  return { status: 500, error_code: 'COMMON', user_message: UNEXPECTED_ERROR_MESSAGE };
}

function logError(request: FastifyRequest, error: unknown, envelope: ErrorEnvelope): void {
  if (envelope.status >= 500) {
    request.log.error({ err: error }, 'unexpected error');
  } else {
    request.log.info(
      { error_code: envelope.error_code, status: envelope.status, fields: envelope.fields },
      'request failed',
    );
  }
}

/** Told about every error that became a 5xx answer (the error logs record them). */
export type ServerErrorListener = (
  error: unknown,
  request: FastifyRequest,
  status: number,
) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Adds a listener for 5xx answers; it runs after the answer and its failures are only logged. */
    onServerError(listener: ServerErrorListener): void;
  }
}

/** The one place where errors become responses: every error leaves in the envelope. */
export const errorsPlugin = fp(
  async (app) => {
    const serverErrorListeners: ServerErrorListener[] = [];
    app.decorate('onServerError', (listener: ServerErrorListener) => {
      serverErrorListeners.push(listener);
    });

    app.setErrorHandler((error, request, reply) => {
      const envelope = toErrorEnvelope(error);
      logError(request, error, envelope);
      if (envelope.status >= 500) {
        for (const listener of serverErrorListeners) {
          // Never awaited: recording an error must not delay or fail the answer.
          void Promise.resolve()
            .then(() => listener(error, request, envelope.status))
            .catch((listenerError: unknown) =>
              request.log.warn({ err: listenerError }, 'a server-error listener failed'),
            );
        }
      }
      if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(Math.max(1, error.retryAfterSeconds)));
      }
      return reply.code(envelope.status).send(envelope);
    });

    app.setNotFoundHandler((request) => {
      throw new NotFoundError(
        `There is nothing at ${request.method} ${request.url.split('?')[0]}.`,
      );
    });
  },
  { name: 'errors' },
);

/**
 * Fastify's `frameworkErrors`: requests refused before any route is found (a broken
 * percent-encoding, an over-long path parameter) answer in the envelope too.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const envelope = toErrorEnvelope(error);
  logError(request, error, envelope);
  void reply
    .code(envelope.status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(envelope));
}

/** The envelope of a request Node's HTTP parser refused before Fastify saw it. */
export function parserErrorEnvelope(error: Error & { code?: string }): ErrorEnvelope {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return validationEnvelope(431, [
      { field: 'headers', message: 'The address or the headers are too long' },
    ]);
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      status: 408,
      error_code: 'COMMON',
      user_message: 'The request took too long. Please try again.',
    };
  }
  return validationEnvelope(400, [UNREADABLE_REQUEST]);
}

/**
 * Fastify's `clientErrorHandler` for the api's own server: Node refuses a request whose headers
 * (with the address) pass 16 KB, or that is not valid HTTP (a control character in a header),
 * and this answers it in the envelope instead of Node's empty body.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const envelope = parserErrorEnvelope(error);
    const body = JSON.stringify(envelope);
    socket.write(
      `HTTP/1.1 ${envelope.status} ${STATUS_CODES[envelope.status] ?? 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
