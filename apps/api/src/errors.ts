import {
  IDEMPOTENCY_KEY_REUSED_CODE,
  MAX_ATTEMPTS_CODE,
  NOT_FOUND_CODE,
  type ErrorCode,
  type ErrorEnvelope,
  type FieldError,
  type FileLimitCode,
  type ForbiddenErrorCode,
} from '@bazaar/contracts';

export interface AppErrorOptions {
  moreInfo?: ErrorEnvelope['more_info'];
  fields?: FieldError[];
  cause?: unknown;
}

/**
 * A failure the marketplace expects and explains to the user. Domain code throws these; the
 * error plugin turns them into the envelope of spec §8.
 */
export class AppError extends Error {
  readonly moreInfo: ErrorEnvelope['more_info'];
  readonly fields: FieldError[] | undefined;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    userMessage: string,
    options: AppErrorOptions = {},
  ) {
    super(userMessage, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.moreInfo = options.moreInfo;
    this.fields = options.fields;
  }

  /** The message shown to the user. */
  get userMessage(): string {
    return this.message;
  }

  toEnvelope(): ErrorEnvelope {
    return {
      status: this.status,
      error_code: this.code,
      user_message: this.userMessage,
      ...(this.moreInfo ? { more_info: this.moreInfo } : {}),
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

/** The user message of a validation failure: names every bad field. */
export function validationUserMessage(fields: readonly FieldError[]): string {
  const names = [...new Set(fields.map((f) => f.field))];
  if (names.length === 0) return 'The request is not valid.';
  return `Please check ${names.length === 1 ? 'this field' : 'these fields'}: ${names.join(', ')}.`;
}

export class ValidationError extends AppError {
  constructor(fields: FieldError[], userMessage = validationUserMessage(fields)) {
    super(400, 'VALIDATION', userMessage, { fields });
  }
}

/**
 * An uploaded file refused by one of its limits (ADR 0086): 400 like the other refusals of a
 * file, with a code per limit and the limit named in the message.
 */
export class FileLimitError extends AppError {
  constructor(code: FileLimitCode, userMessage: string, field = 'file') {
    super(400, code, userMessage, { fields: [{ field, message: userMessage }] });
  }
}

export class UnauthorizedError extends AppError {
  constructor(userMessage = 'Please sign in to continue.', options: AppErrorOptions = {}) {
    super(401, 'UNAUTHORIZED', userMessage, options);
  }
}

export class InvalidCredentialsError extends AppError {
  constructor(userMessage = 'The email or password is not correct.') {
    super(401, 'INVALID_CREDENTIALS', userMessage);
  }
}

export class ForbiddenError extends AppError {
  constructor(
    code: ForbiddenErrorCode = 'FORBIDDEN',
    userMessage = "You don't have access to this.",
    options: AppErrorOptions = {},
  ) {
    super(403, code, userMessage, options);
  }
}

export class NotFoundError extends AppError {
  constructor(userMessage = 'We could not find what you were looking for.') {
    super(404, NOT_FOUND_CODE, userMessage);
  }
}

export class ConflictError extends AppError {
  constructor(
    userMessage = 'This conflicts with the current state.',
    options: AppErrorOptions = {},
  ) {
    super(409, 'CONFLICT', userMessage, options);
  }
}

export class GoneError extends AppError {
  constructor(code: ErrorCode = 'COMMON', userMessage = 'This is no longer available.') {
    super(410, code, userMessage);
  }
}

export class TooManyRequestsError extends AppError {
  /** Sent as the Retry-After header: how long until another attempt can succeed. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    userMessage = 'Too many attempts. Please wait a moment and try again.',
    retryAfterSeconds?: number,
  ) {
    super(429, MAX_ATTEMPTS_CODE, userMessage);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A one-time link or a verification code that does not (or no longer) work. */
export class FailedVerificationError extends AppError {
  constructor(userMessage = 'This link is invalid or has expired.') {
    super(400, 'FAILED_VERIFICATION', userMessage);
  }
}

/** An Idempotency-Key already used for another request: nothing is done (issue 33). */
export class IdempotencyKeyReusedError extends AppError {
  constructor(
    userMessage = 'This Idempotency-Key was already used for a different request. Repeat that request unchanged, or send a new key.',
  ) {
    super(422, IDEMPOTENCY_KEY_REUSED_CODE, userMessage);
  }
}
