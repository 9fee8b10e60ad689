import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '../support/test';
import {
  ACCESS_TOKEN_COOKIE,
  authSessionResponse,
  catalogTree,
  divisions,
  REFRESH_TOKEN_COOKIE,
} from '@bazaar/contracts';
import { bearer, browseListings } from '../support/api';
import { demo, signInThroughApi, type Account } from '../support/accounts';
import { offerService, openSlot } from '../support/bookings';
import { itemPath, openAndSettle } from '../support/pages';

/**
 * Issue 35 item 16: no main page logs a console error or makes a call the api refuses, signed
 * out, signed in, viewing as a user, or for a returning visitor whose stored session expired.
 * Nothing is allowed: a page that expects a refusal says so without calling.
 */

/** What went wrong on the page from now on: console errors and refused or failed answers. */
function watchTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') trouble.push(`console: ${message.text().slice(0, 300)}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) {
      const url = new URL(response.url());
      trouble.push(
        `${response.status()} ${response.request().method()} ${url.pathname}${url.search}`,
      );
    }
  });
  return trouble;
}

/** Opens each page and waits until it is quiet; answers the trouble by page. */
async function troubleOn(page: Page, paths: readonly string[]): Promise<Record<string, string[]>> {
  const trouble = watchTrouble(page);
  const found: Record<string, string[]> = {};
  for (const path of paths) {
    await openAndSettle(page, path);
    if (trouble.length > 0) found[path] = trouble.splice(0);
  }
  return found;
}

/** A seller of the journey's own offering a service with an open slot, asked about by a buyer. */
async function busySeller(request: APIRequestContext, seller: Account, buyer: Account) {
  const service = await offerService(request, seller);
  await openSlot(request, service, 10, 2);
  const opened = await request.post('/api/chat/conversations', {
    headers: bearer(buyer.token),
    data: {
      subject: { kind: 'listing', id: service.listingId },
      text: 'Is there a slot on Saturday?',
      client_id: crypto.randomUUID(),
    },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  return service;
}

/** The shop's main pages, with the service of this journey's seller. */
async function shopPages(request: APIRequestContext, serviceId: string): Promise<string[]> {
  const response = await request.get('/api/catalog/nodes?section=catalog');
  const section = catalogTree.parse(await response.json()).nodes.find((node) => !node.parent_id);
  const [demoListing] = (await browseListings(request, 'section=catalog&limit=1')).items;
  return [
    '/',
    ...divisions.map((division) => `/${division.routeWord}`),
    `/shophub/${section!.slug}`,
    '/search?q=bike',
    itemPath('services', serviceId),
    `/seller/${demoListing!.seller.id}`,
  ];
}

/** The account's main pages (signed out, each sends to sign in). */
const accountPages = [
  '/cart',
  '/chat',
  '/notifications',
  '/profile',
  '/profile/settings',
  '/profile/slots',
];

/**
 * The session the browser keeps, made a returning visitor's: the stored access token expired an
 * hour ago (its claims say so; the api refuses it as it would an expired one), and the browser
 * has dropped the access-token cookie that expired with it.
 */
async function expireStoredSession(page: Page, context: BrowserContext): Promise<void> {
  await page.evaluate(() => {
    const key = 'persist:bazaar';
    const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, string>;
    const auth = JSON.parse(stored.auth ?? '{}') as { token: string; tokenExpiration: string };
    const [head, payload, signature] = auth.token.split('.');
    const claims = JSON.parse(atob(payload!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp: number;
    };
    claims.exp = Math.floor(Date.now() / 1000) - 3600;
    const encoded = btoa(JSON.stringify(claims))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    auth.token = `${head}.${encoded}.${signature}`;
    auth.tokenExpiration = new Date(claims.exp * 1000).toISOString();
    window.localStorage.setItem(key, JSON.stringify({ ...stored, auth: JSON.stringify(auth) }));
  });
  await context.clearCookies({ name: ACCESS_TOKEN_COOKIE });
}

/** Signs the browser in as the demo administrator viewing as `account`, as "View as this user" does. */
async function viewAsThroughApi(context: BrowserContext, account: Account): Promise<void> {
  const admin = await signInThroughApi(context, demo('admin'));
  const started = await context.request.post(`/api/admin/users/${account.userId}/view-as`, {
    headers: bearer(admin.token),
  });
  expect(started.status(), await started.text()).toBe(200);
  const viewing = authSessionResponse.parse(await started.json());
  await context.addCookies([
    {
      name: ACCESS_TOKEN_COOKIE,
      value: encodeURIComponent(viewing.token),
      url: new URL(started.url()).origin,
      expires: Math.floor(Date.parse(viewing.tokenExpiration) / 1000),
      sameSite: 'Lax',
    },
  ]);
}

/** How each kind of visitor comes: the journey's seller is the one signed in or viewed. */
const visitors: Record<string, (context: BrowserContext, seller: Account) => Promise<unknown>> = {
  'signed out': async () => undefined,
  'signed in': signInThroughApi,
  'viewing as a user': viewAsThroughApi,
};

for (const [visitor, arrive] of Object.entries(visitors)) {
  test.describe(visitor, () => {
    test("the shop's pages log no error and make no call that fails", async ({
      page,
      context,
      request,
      seller,
      buyer,
    }) => {
      const service = await busySeller(request, seller, buyer);
      await arrive(context, seller);
      expect(await troubleOn(page, await shopPages(request, service.listingId))).toEqual({});
      // The last page was the visitor's: the viewing, say, was still on.
      await expect(page.getByTestId('viewing-as-banner')).toHaveCount(
        visitor === 'viewing as a user' ? 1 : 0,
      );
    });

    test("the account's pages log no error and make no call that fails", async ({
      page,
      context,
      request,
      seller,
      buyer,
    }) => {
      await busySeller(request, seller, buyer);
      await arrive(context, seller);
      expect(await troubleOn(page, accountPages)).toEqual({});
    });
  });
}

test('a returning visitor whose session expired meets no refused call, renewed or not', async ({
  page,
  context,
  request,
  seller,
  buyer,
}) => {
  const service = await busySeller(request, seller, buyer);
  await signInThroughApi(context, seller);
  await openAndSettle(page, '/');

  // Back within the session's life: the refresh cookie renews it, once, before anything is asked.
  await expireStoredSession(page, context);
  expect(await troubleOn(page, ['/chat'])).toEqual({});
  await expect(page.getByTestId('conversation-row')).toHaveCount(1);
  await expect(page.getByTestId('account-menu-button')).toBeVisible();

  // Back after the session ended: nothing can renew it, and nothing is asked with it.
  await expireStoredSession(page, context);
  await context.clearCookies({ name: REFRESH_TOKEN_COOKIE });
  expect(await troubleOn(page, ['/', itemPath('services', service.listingId)])).toEqual({});
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
});
