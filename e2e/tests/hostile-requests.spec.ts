import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { expect, test } from '../support/test';
import { isErrorEnvelope } from '@bazaar/contracts';
import { signInThroughApi, submitSignIn } from '../support/accounts';
import { openApp } from '../support/pages';
import { waitForAddress } from '../support/navigation';

/** The `continue` value that once sent users to http://evil.example/: a tab URL parsing drops. */
const TAB_CONTINUE = '%2F%09%2Fevil.example';

/** Headers every page of the web leaves with (next.config.ts), whatever went wrong. */
const SECURITY_HEADERS = [
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'strict-transport-security',
  'content-security-policy',
];

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * Sends the path exactly as written with Node's own client (a browser or Playwright's client
 * would clean it up first) to the running web.
 */
function rawGet(baseURL: string, path: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, method: 'GET' }, (response) => {
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

test.describe('continue never leads away from Bazaar', () => {
  test('a visitor who signs in from a hostile continue address stays on Bazaar', async ({
    page,
    baseURL,
    buyer,
  }) => {
    // Where the sign-in form goes on to is what this journey is about: it signs in through it.
    await openApp(page, `/auth/sign-in?continue=${TAB_CONTINUE}`);
    // The sign-up links carry no hostile continue on either.
    for (const link of await page.locator('a[href^="/auth/sign-up"]').all()) {
      expect(await link.getAttribute('href')).not.toContain('evil');
    }
    await submitSignIn(page, buyer.email, buyer.password);
    await waitForAddress(page, '/');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByTestId('account-menu-button')).toBeVisible();
  });

  test('a signed-in user opening sign-in with a hostile continue is sent home', async ({
    page,
    context,
    baseURL,
    buyer,
  }) => {
    await signInThroughApi(context, buyer);
    for (const value of [TAB_CONTINUE, '%2F%0D%0A%2Fevil.example', '%2F.%2F%2Fevil.example']) {
      const response = await page.request.get(`/auth/sign-in?continue=${value}`, {
        maxRedirects: 0,
      });
      expect(response.status(), value).toBe(307);
      const location = new URL(response.headers()['location'] ?? '', baseURL).href;
      expect(location, value).toBe(`${baseURL}/`);
    }
    await openApp(page, `/auth/sign-up/user?continue=${TAB_CONTINUE}`);
    await expect(page).toHaveURL(`${baseURL}/`);
  });
});

test.describe('requests the web cannot read', () => {
  test('a page address with a malformed escape gets the error page with the security headers', async ({
    baseURL,
  }) => {
    for (const path of ['/shophub/%', '/shophub/%ED%A0%80', '/flea-market/%zz']) {
      const answer = await rawGet(baseURL ?? '', path);
      expect(answer.status, path).toBe(400);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      for (const header of SECURITY_HEADERS) expect(answer.headers[header], header).toBeTruthy();
      expect(answer.body).toContain('This address could not be read');
    }
  });

  test("an api address with a malformed escape gets the spec's envelope", async ({ baseURL }) => {
    for (const path of ['/api/products/%', '/api/products/%ED%A0%80']) {
      const answer = await rawGet(baseURL ?? '', path);
      expect(answer.status, path).toBe(400);
      const envelope: unknown = JSON.parse(answer.body);
      expect(isErrorEnvelope(envelope)).toBe(true);
      expect(envelope).toMatchObject({ status: 400, error_code: 'VALIDATION' });
    }
  });

  test('an address over 16 KB gets a 431 error page, or the envelope under /api', async ({
    baseURL,
  }) => {
    const long = 'a'.repeat(17 * 1024);
    const page = await rawGet(baseURL ?? '', `/search?search=${long}`);
    expect(page.status).toBe(431);
    for (const header of SECURITY_HEADERS) expect(page.headers[header], header).toBeTruthy();
    expect(page.body).toContain('This address is too long');

    const api = await rawGet(baseURL ?? '', `/api/listings?search=${long}`);
    expect(api.status).toBe(431);
    expect(JSON.parse(api.body)).toMatchObject({ status: 431, error_code: 'VALIDATION' });
  });

  test('hostile page addresses never get a 5xx, and always the security headers', async ({
    baseURL,
  }) => {
    const problems: string[] = [];
    for (const path of [
      '/%',
      '/%00',
      '/shophub/%00',
      '/shophub/%C0%AF',
      '/shophub/%F0%9F',
      '/shophub/..%2F..%2Fetc%2Fpasswd',
      '/%2e%2e/%2e%2e/',
      '/_next/%',
      '/search?search=%',
      '/search?search=%ED%A0%80',
      '/auth/sign-in?continue=%',
      '/offline?continue=%2F%09%2Fevil.example',
    ]) {
      const answer = await rawGet(baseURL ?? '', path);
      if (answer.status >= 500) problems.push(`${path}: ${answer.status}`);
      const missing = SECURITY_HEADERS.filter((header) => !answer.headers[header]);
      if (missing.length > 0) problems.push(`${path}: no ${missing.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });
});
