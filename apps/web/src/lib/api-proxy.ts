import { pickLocale, requestHeaders, type ErrorEnvelope } from '@bazaar/contracts';
import { apiOrigin } from './api-origin';
import { messagesFor } from './i18n/messages';

/** Headers that describe one hop of a connection, never forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  // Answered by the web server itself; fetch refuses to send it on.
  'expect',
];

/** Also dropped from answers: fetch has already decoded the body, so its length and encoding changed. */
const STALE_RESPONSE_HEADERS = [...HOP_BY_HOP, 'content-encoding', 'content-length'];

function forwardedRequestHeaders(request: Request, url: URL): Headers {
  const result = new Headers(request.headers);
  for (const name of HOP_BY_HOP) result.delete(name);
  // Next.js sets x-forwarded-for/-host/-proto from the client connection; keep those it set.
  if (!result.has('x-forwarded-host')) result.set('x-forwarded-host', url.host);
  if (!result.has('x-forwarded-proto')) result.set('x-forwarded-proto', url.protocol.slice(0, -1));
  return result;
}

function answerHeaders(upstream: Response): Headers {
  const result = new Headers();
  upstream.headers.forEach((value, name) => {
    if (!STALE_RESPONSE_HEADERS.includes(name) && name !== 'set-cookie') result.set(name, value);
  });
  for (const cookie of upstream.headers.getSetCookie()) result.append('set-cookie', cookie);
  return result;
}

/** The api could not be reached: answer in the spec's envelope, in the visitor's language. */
function unavailable(request: Request): Response {
  const locale = pickLocale(request.headers.get(requestHeaders.language));
  const envelope: ErrorEnvelope = {
    status: 502,
    error_code: 'COMMON',
    user_message: messagesFor(locale).errors.network,
  };
  return Response.json(envelope, { status: 502, headers: { 'cache-control': 'no-store' } });
}

/**
 * Forwards one `/api/*` request of the browser to the api at API_URL (read at run time) and
 * streams the answer back, so the browser sees a single origin.
 */
export async function forwardToApi(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const target = `${apiOrigin()}${url.pathname}${url.search}`;
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== null;
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers: forwardedRequestHeaders(request, url),
    body: hasBody ? request.body : undefined,
    redirect: 'manual',
    signal: request.signal,
    cache: 'no-store',
  };
  if (hasBody) init.duplex = 'half';

  let upstream: Response;
  try {
    upstream = await fetch(target, init);
  } catch (error) {
    if (request.signal.aborted) return new Response(null, { status: 499 });
    console.error(`api proxy: ${request.method} ${url.pathname} failed`, error);
    return unavailable(request);
  }
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: answerHeaders(upstream),
  });
}
