import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorEnvelope } from '@bazaar/contracts';
import { securityHeaders } from '../lib/security/security-headers';
import { answerClientError, sendErrorAnswer, unreadablePathAnswer } from './error-answers';

function incoming(url: string, headers: IncomingMessage['headers'] = {}): IncomingMessage {
  return { url, headers, method: 'GET' } as IncomingMessage;
}

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  for (const { key, value } of securityHeaders) expect(headers[key.toLowerCase()]).toBe(value);
}

describe('unreadablePathAnswer', () => {
  it('answers a page address with a malformed escape with the error page and the security headers', () => {
    const answer = unreadablePathAnswer(incoming('/shophub/%'));
    expect(answer?.status).toBe(400);
    expect(answer?.headers['content-type']).toBe('text/html; charset=utf-8');
    expectSecurityHeaders(answer?.headers ?? {});
    expect(answer?.headers['content-security-policy']).toContain("script-src 'self' 'nonce-");
    expect(answer?.body).toContain('<h1>This address could not be read</h1>');
    expect(answer?.body).toContain('<a href="/">Open Homepage</a>');
    expect(answer?.body).not.toContain('<script');
  });

  it("answers an api address with a malformed escape in the spec's envelope", () => {
    for (const url of ['/api/products/%', '/api/products/%ED%A0%80', '/api/listings/%zz?x=1']) {
      const answer = unreadablePathAnswer(incoming(url));
      expect(answer?.status, url).toBe(400);
      expect(answer?.headers['content-type']).toBe('application/json; charset=utf-8');
      const envelope: unknown = JSON.parse(answer?.body ?? '');
      expect(isErrorEnvelope(envelope)).toBe(true);
      expect(envelope).toMatchObject({
        status: 400,
        error_code: 'VALIDATION',
        user_message: 'The request could not be read.',
        fields: [{ field: 'path' }],
      });
    }
  });

  it('speaks the language of the locale cookie, else of the browser', () => {
    const byCookie = unreadablePathAnswer(
      incoming('/shophub/%', { cookie: 'theme=dark; locale=de', 'accept-language': 'en' }),
    );
    expect(byCookie?.body).toContain('<html lang="de">');
    expect(byCookie?.body).toContain('Startseite öffnen');
    const byBrowser = unreadablePathAnswer(
      incoming('/api/x/%', { 'accept-language': 'de-AT,de;q=0.9' }),
    );
    expect(byBrowser?.body).toContain('Die Anfrage konnte nicht gelesen werden.');
  });

  it('lets readable paths through, whatever the query string holds', () => {
    for (const url of ['/', '/shophub/caf%C3%A9', '/search?search=100%', '/api/geo?q=%E0%A4%A']) {
      expect(unreadablePathAnswer(incoming(url)), url).toBeNull();
    }
  });
});

describe('the web server step for requests Node cannot read', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((incomingRequest, response) => {
      const unreadable = unreadablePathAnswer(incomingRequest);
      if (unreadable) return sendErrorAnswer(incomingRequest, response, unreadable);
      response.end('page');
    });
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function get(
    path: string,
    method = 'GET',
  ): Promise<{ status: number; headers: IncomingMessage['headers']; body: string }> {
    return new Promise((resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port, path, method }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end();
    });
  }

  it('answers a page address over 16 KB with a 431 error page and the security headers', async () => {
    const answer = await get(`/shophub?search=${'a'.repeat(17 * 1024)}`);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expectSecurityHeaders(answer.headers);
    expect(answer.headers['content-security-policy']).toContain("object-src 'none'");
    expect(answer.body).toContain('<h1>This address is too long</h1>');
  });

  it("answers an api address over 16 KB with a 431 in the spec's envelope", async () => {
    const answer = await get(`/api/listings?search=${'a'.repeat(17 * 1024)}`);
    expect(answer.status).toBe(431);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(answer.body)).toEqual({
      status: 431,
      error_code: 'VALIDATION',
      user_message: 'The request is too large.',
      fields: [{ field: 'request', message: 'The request is too large.' }],
    });
  });

  it('answers a malformed escape with a 400, and a HEAD request without the body', async () => {
    const page = await get('/shophub/%');
    expect(page.status).toBe(400);
    expectSecurityHeaders(page.headers);
    const head = await get('/api/products/%', 'HEAD');
    expect(head.status).toBe(400);
    expect(head.body).toBe('');
    expect((await get('/shophub/phones')).body).toBe('page');
  });
});
