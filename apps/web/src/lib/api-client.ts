import { type z } from 'zod';
import {
  isErrorEnvelope,
  REQUEST_ID_HEADER,
  REQUEST_TIMEOUT_MS,
  requestHeaders,
  type ErrorEnvelope,
  type FieldError,
} from '@bazaar/contracts';
import { apiOrigin } from './api-origin';
import { decodeAccessToken, isUnexpired } from './session/access-token';
import { currentRequestContext, type RequestContext } from './request-context';

/** Every api path lives under this prefix, on the api and on the web's own origin alike. */
export const API_PREFIX = '/api';

/** Codes of failures that happen before the api could answer with an envelope. */
export const clientErrorCodes = {
  network: 'NETWORK_ERROR',
  timeout: 'TIMEOUT',
  aborted: 'ABORTED',
  invalidResponse: 'INVALID_RESPONSE',
  http: 'HTTP_ERROR',
} as const;
export type ClientErrorCode = (typeof clientErrorCodes)[keyof typeof clientErrorCodes];

/**
 * A failed api call. It carries the spec's error envelope, and a `handled` flag: the global
 * handler shows every failure that is not handled yet, then marks it handled.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly error_code: string;
  readonly user_message: string;
  readonly more_info: ErrorEnvelope['more_info'];
  readonly fields: FieldError[] | undefined;
  handled: boolean;

  constructor(
    envelope: ErrorEnvelope,
    options: { message?: string; handled?: boolean; cause?: unknown } = {},
  ) {
    super(options.message ?? (envelope.user_message || `Request failed: ${envelope.error_code}`), {
      cause: options.cause,
    });
    this.status = envelope.status;
    this.error_code = envelope.error_code;
    this.user_message = envelope.user_message;
    this.more_info = envelope.more_info;
    this.fields = envelope.fields;
    this.handled = options.handled ?? false;
  }

  get envelope(): ErrorEnvelope {
    return {
      status: this.status,
      error_code: this.error_code,
      user_message: this.user_message,
      ...(this.more_info ? { more_info: this.more_info } : {}),
      ...(this.fields ? { fields: this.fields } : {}),
    };
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<S extends z.ZodType = z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; null and undefined are left out, arrays repeat the name. */
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** Sent as JSON, unless it is FormData, a Blob, URLSearchParams or a string. */
  body?: unknown;
  /**
   * The contract schema the answer must match, for server code and form pages. Calls the shell
   * makes on every page name the answer's type instead (`apiRequest<CartList>(…)`): the api
   * writes every answer from its response schema (ADR 0034), and a schema here would put zod in
   * every page's JS (ADR 0037).
   */
  schema?: S;
  /** The caller shows the failure itself: the global handler skips it. */
  handled?: boolean;
  /** Same as `handled`, named after what it does. */
  skipGlobalHandler?: boolean;
  signal?: AbortSignal;
  /** Who is asking; the server passes its request's context, the browser uses the live one. */
  context?: RequestContext;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

function baseUrl(): string {
  return typeof window === 'undefined' ? apiOrigin() : '';
}

export function buildApiUrl(path: string, query?: ApiRequestOptions['query']): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values as QueryValue[]) {
      if (item !== null && item !== undefined) params.append(name, String(item));
    }
  }
  const search = params.toString();
  return `${baseUrl()}${API_PREFIX}${normalized}${search ? `?${search}` : ''}`;
}

/** The headers spec §7 asks every request to carry. */
export function buildRequestHeaders(context: RequestContext): Record<string, string> {
  const result: Record<string, string> = {
    accept: 'application/json',
    [requestHeaders.language]: context.locale,
    [requestHeaders.deviceType]: context.deviceType,
    [requestHeaders.requestContext]: JSON.stringify(context.appContext),
  };
  if (context.token) result.authorization = `Bearer ${context.token}`;
  // A page rendered on the server asks the api under its visitor request's id (the logs join).
  if (context.requestId) result[REQUEST_ID_HEADER] = context.requestId;
  return result;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text.length === 0) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function failureFromResponse(response: Response, body: unknown, handled: boolean): ApiError {
  if (isErrorEnvelope(body)) return new ApiError(body, { handled });
  return new ApiError(
    { status: response.status, error_code: clientErrorCodes.http, user_message: '' },
    { handled, message: `Request failed with status ${response.status}` },
  );
}

async function send(
  path: string,
  options: ApiRequestOptions,
): Promise<{ status: number; data: unknown }> {
  const handled = options.handled ?? options.skipGlobalHandler ?? false;
  const context = options.context ?? currentRequestContext();
  const headers: Record<string, string> = { ...buildRequestHeaders(context), ...options.headers };

  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    if (isRawBody(options.body)) {
      body = options.body;
    } else {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    let response: Response;
    try {
      response = await fetch(buildApiUrl(path, options.query), {
        method: options.method ?? 'GET',
        headers,
        body,
        signal: controller.signal,
        ...(typeof window === 'undefined' ? { cache: 'no-store' as const } : {}),
      });
    } catch (cause) {
      if (timedOut) {
        throw new ApiError(
          { status: 0, error_code: clientErrorCodes.timeout, user_message: '' },
          { handled, cause, message: 'The request timed out' },
        );
      }
      if (controller.signal.aborted) {
        throw new ApiError(
          { status: 0, error_code: clientErrorCodes.aborted, user_message: '' },
          { handled: true, cause, message: 'The request was cancelled' },
        );
      }
      throw new ApiError(
        { status: 0, error_code: clientErrorCodes.network, user_message: '' },
        { handled, cause, message: 'The api could not be reached' },
      );
    }

    let data: unknown;
    try {
      data = await readBody(response);
    } catch (cause) {
      throw new ApiError(
        {
          status: response.status,
          error_code: timedOut ? clientErrorCodes.timeout : clientErrorCodes.network,
          user_message: '',
        },
        { handled, cause, message: 'The answer of the api could not be read' },
      );
    }
    if (response.status >= 500 && context.requestId) {
      // A page's server-side call failed in the api: its log lines carry the same id.
      console.error(
        `api ${options.method ?? 'GET'} ${path} answered ${response.status} [request ${context.requestId}]`,
      );
    }
    if (!response.ok) throw failureFromResponse(response, data, handled);
    if (!options.schema) return { status: response.status, data };

    const parsed = options.schema.safeParse(data);
    if (!parsed.success) {
      throw new ApiError(
        { status: response.status, error_code: clientErrorCodes.invalidResponse, user_message: '' },
        { handled, cause: parsed.error, message: `Unexpected answer from ${path}` },
      );
    }
    return { status: response.status, data: parsed.data };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

/** What renewing the session came to: renewed, ended (the user was signed out) or not possible. */
export type SessionRefreshOutcome = 'renewed' | 'signed-out' | 'failed';

type SessionRefresher = () => Promise<SessionRefreshOutcome>;

let sessionRefresher: SessionRefresher | null = null;

/**
 * The browser registers how a session is renewed (spec §8: a 401 or 410 runs one refresh). The
 * refresher shares one refresh between concurrent callers and, when a signed-in session cannot
 * be renewed, tells the user and signs out locally.
 */
export function registerSessionRefresher(refresher: SessionRefresher | null): void {
  sessionRefresher = refresher;
}

/** Statuses that mean the access token is no longer accepted. */
const SESSION_STATUSES = [401, 410];

/** Auth calls answer 401 for wrong credentials or a dead refresh token: never refreshed. */
function refreshesOnFailure(path: string): boolean {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return !normalized.startsWith('/auth/');
}

/**
 * The browser would send a token known to have expired (a returning visitor's stored session):
 * the api would only refuse it, so the session is settled before the request is sent.
 */
function holdsExpiredToken(path: string, options: ApiRequestOptions): boolean {
  if (typeof window === 'undefined' || options.context || !refreshesOnFailure(path)) return false;
  const expiry = decodeAccessToken(currentRequestContext().token)?.exp;
  return expiry !== undefined && !isUnexpired(expiry);
}

/**
 * Sends a request; when the browser's request is refused for its token (401 or 410), renews the
 * session once and repeats the request with the new token. A token known to have expired is
 * renewed first, once for every request waiting on it, so none is sent only to be refused.
 */
async function sendWithSession(
  path: string,
  options: ApiRequestOptions,
): Promise<{ status: number; data: unknown }> {
  if (sessionRefresher && holdsExpiredToken(path, options)) {
    const outcome = await sessionRefresher();
    if (outcome === 'signed-out') {
      // The session is gone and the user was told so: the request was the session's.
      throw new ApiError(
        { status: 401, error_code: 'UNAUTHORIZED', user_message: '' },
        { handled: true, message: 'The session ended before the request was sent' },
      );
    }
  }
  try {
    return await send(path, options);
  } catch (error) {
    const refresher = typeof window === 'undefined' ? null : sessionRefresher;
    if (
      !refresher ||
      options.context ||
      !isApiError(error) ||
      !SESSION_STATUSES.includes(error.status) ||
      !refreshesOnFailure(path)
    ) {
      throw error;
    }
    const outcome = await refresher();
    if (outcome === 'renewed') return send(path, options);
    // The session ended and the user was told so: nothing more to show for this failure.
    if (outcome === 'signed-out') error.handled = true;
    throw error;
  }
}

/**
 * The one way the web talks to the api. Resolves with the answer (validated by `schema` when one
 * is given) and rejects with an ApiError for every failure: an error envelope, a network failure,
 * the 180 s time-out or an answer that breaks the contract.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<S> & { schema: S },
): Promise<z.output<S>>;
export async function apiRequest<T = unknown>(
  path: string,
  options?: ApiRequestOptions,
): Promise<T>;
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  return (await sendWithSession(path, options)).data;
}

/** Outcome of `apiQuery`: the data on success, `{status, data}` with the envelope on failure. */
export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; data: ErrorEnvelope };

/**
 * The generic api query wrapper of spec §8: never throws, answers `{status, data}` on failure.
 * Failures it returns are handled by the caller, so they never reach the global handler.
 */
export async function apiQuery<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<S> & { schema: S },
): Promise<ApiResult<z.output<S>>>;
export async function apiQuery<T = unknown>(
  path: string,
  options?: ApiRequestOptions,
): Promise<ApiResult<T>>;
export async function apiQuery(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResult<unknown>> {
  try {
    const { status, data } = await sendWithSession(path, { ...options, handled: true });
    return { ok: true, status, data };
  } catch (error) {
    if (isApiError(error)) return { ok: false, status: error.status, data: error.envelope };
    throw error;
  }
}
