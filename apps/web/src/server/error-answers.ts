import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import {
  DEFAULT_LOCALE,
  escapeHtml,
  requestHeaders,
  type ErrorEnvelope,
  type SupportedLocale,
} from '@bazaar/contracts';
import { LOCALE_COOKIE, requestLocale } from '../lib/i18n/config';
import { messagesFor } from '../lib/i18n/messages';
import { contentSecurityPolicy, createNonce } from '../lib/security/content-security-policy';
import { securityHeaders } from '../lib/security/security-headers';
import { requestCookies } from './http-headers';

/** An answer the web server gives itself, for a request Next.js cannot take. */
export interface ErrorAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Requests to these paths are the api's (forwarded by the web): they answer in the envelope. */
function isApiTarget(target: string): boolean {
  return target === '/api' || target.startsWith('/api/') || target.startsWith('/api?');
}

/** A page with no script and no outside resource: only the message and the way home. */
function errorPage(locale: SupportedLocale, title: string, description: string): string {
  const t = messagesFor(locale).errors;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Bazaar</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f5f6f8;color:#101828}
main{text-align:center;padding:24px;max-width:520px}
h1{font-size:32px;margin:0 0 12px}
p{color:#546071;margin:0 0 24px}
a{display:inline-block;padding:12px 20px;border-radius:10px;background:#0b7a6c;color:#fff;font-weight:600;text-decoration:none}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(description)}</p>
<a href="/">${escapeHtml(t.openHomepage)}</a>
</main>
</body>
</html>
`;
}

/**
 * The answer to a request the web cannot read, for its target: the spec's error envelope for
 * the api's paths, otherwise an error page with the headers every page leaves with. A 413 or
 * 431 says the request is too large; every other status, that it could not be read.
 */
export function errorAnswer(
  status: number,
  target: string,
  locale: SupportedLocale = DEFAULT_LOCALE,
): ErrorAnswer {
  const t = messagesFor(locale).errors;
  const tooLarge = status === 413 || status === 431;
  const headers: Record<string, string> = {
    'cache-control': 'no-store',
    ...Object.fromEntries(securityHeaders.map(({ key, value }) => [key.toLowerCase(), value])),
  };
  if (isApiTarget(target)) {
    const message = tooLarge ? t.requestTooLarge : t.requestUnreadable;
    const envelope: ErrorEnvelope = {
      status,
      error_code: 'VALIDATION',
      user_message: message,
      fields: [{ field: tooLarge ? 'request' : 'path', message }],
    };
    return {
      status,
      headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(envelope),
    };
  }
  return {
    status,
    headers: {
      ...headers,
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': contentSecurityPolicy({
        nonce: createNonce(),
        development: false,
      }),
    },
    body: tooLarge
      ? errorPage(locale, t.longAddressTitle, t.longAddressDescription)
      : errorPage(locale, t.badAddressTitle, t.badAddressDescription),
  };
}

/**
 * Next.js decodes every path before routing and answers a malformed percent-encoding
 * (`/shophub/%`) with a plain-text 500. Such a request gets a 400 here instead; null when the
 * path reads well. The query string is left to the pages, whose parser tolerates bad escapes.
 */
export function unreadablePathAnswer(request: IncomingMessage): ErrorAnswer | null {
  const target = request.url ?? '/';
  const path = target.split('?', 1)[0] ?? '';
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    const locale = requestLocale(
      requestCookies(request.headers.cookie).get(LOCALE_COOKIE),
      request.headers[requestHeaders.language],
    );
    return errorAnswer(400, target, locale);
  }
}

export function sendErrorAnswer(
  request: IncomingMessage,
  response: ServerResponse,
  answer: ErrorAnswer,
): void {
  response.writeHead(answer.status, {
    ...answer.headers,
    'content-length': Buffer.byteLength(answer.body),
  });
  response.end(request.method === 'HEAD' ? undefined : answer.body);
}

/** What Node's HTTP parser reports with a request it could not read. */
export interface ClientError extends Error {
  code?: string;
  /** The bytes of the request read so far, when there are any. */
  rawPacket?: Buffer;
}

/** The status Node itself would answer such a request with. */
function clientErrorStatus(error: ClientError): number {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return 431;
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 413;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    default:
      return 400;
  }
}

/** The target of the request line, when the bytes read so far show one. */
function requestTarget(rawPacket: Buffer | undefined): string {
  const requestLine = rawPacket?.toString('latin1', 0, 1024) ?? '';
  return /^[A-Z]+ (\/\S*)/.exec(requestLine)?.[1] ?? '/';
}

/**
 * The raw HTTP answer to a request Node's parser refused (a URL or headers over 16 KB, a broken
 * request line), for the `clientError` event: there is no response object, so the answer is
 * written to the socket as text. Its headers are unreadable, so it is in the default language.
 */
export function clientErrorAnswer(error: ClientError): string {
  const answer = errorAnswer(clientErrorStatus(error), requestTarget(error.rawPacket));
  const head = [
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? 'Error'}`,
    ...Object.entries(answer.headers).map(([name, value]) => `${name}: ${value}`),
    `content-length: ${Buffer.byteLength(answer.body)}`,
    'connection: close',
  ];
  return `${head.join('\r\n')}\r\n\r\n${answer.body}`;
}

/** A connection of Node's HTTP server, with the response in flight on it (a private field). */
interface HttpSocket extends Socket {
  _httpMessage?: ServerResponse | null;
}

/** Connections already answered: the parser reports every further chunk they send again. */
const answeredSockets = new WeakSet<Socket>();

/**
 * Answers a request Node's parser refused with an answer of our own, then closes the
 * connection. As Node does, it answers only a connection that is still open and has no response
 * in flight (it would mix into that one's bytes); it just closes any other.
 */
export function answerClientError(error: ClientError, socket: HttpSocket): void {
  if (answeredSockets.has(socket)) return;
  if (error.code === 'ECONNRESET' || !socket.writable || socket._httpMessage) {
    socket.destroy();
    return;
  }
  answeredSockets.add(socket);
  socket.end(clientErrorAnswer(error));
  // The visitor may still be sending: give the answer a moment to leave, then let go.
  setTimeout(() => socket.destroy(), 1000).unref();
}
