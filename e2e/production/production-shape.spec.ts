import { randomUUID } from 'node:crypto';
import {
  request as newRequest,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { ITEM_ADDED_TO_CART_MESSAGE, REQUEST_ID_HEADER, type ListingCard } from '@bazaar/contracts';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, signInThroughApi } from '../support/accounts';
import { apiSession, bearer, browseListings } from '../support/api';
import { channelOpened, unviewedCount } from '../support/notifications';
import { waitForAddress } from '../support/navigation';
import { itemPath, openApp } from '../support/pages';
import { paintedPicture } from '../support/pictures';
import { productionShape } from './shape';

const SELLER = 'seller2@demo.bazaar.local';
/** Lists in Shop Hub (the page cache journey). */
const LISTER = 'seller1@demo.bazaar.local';
const BUYER = 'buyer3@demo.bazaar.local';

/** The request ids of the api calls a page made, read from the answers nginx passed back. */
function recordApiRequestIds(page: Page, ids: Set<string>) {
  page.on('response', (response) => {
    const id = response.headers()[REQUEST_ID_HEADER];
    if (new URL(response.url()).pathname.startsWith('/api/') && id) ids.add(id);
  });
}

/**
 * Which api instance answered each request id, from nginx's access log (its `$upstream_addr`
 * and the `id=` it logs). Read after the calls, as nginx writes a line when a request ends.
 */
function apiInstancesByRequestId(): Map<string, string> {
  const instances = new Map<string, string>();
  for (const line of productionShape.logLines('nginx-access')) {
    const match = /"\S+ \/api\/\S* [^"]*" \d+ \d+ \S+ (\S+) \S+ id=(\S+)$/.exec(line);
    if (match) instances.set(match[2]!, match[1]!);
  }
  return instances;
}

async function personAt(browser: Browser, email: string, ids: Set<string>): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  recordApiRequestIds(page, ids);
  await signInThroughApi(context, { email, password: DEMO_PASSWORD });
  return page;
}

/** A food product of the seller's in stock (food has no variants to choose first). */
async function sellersFoodProduct(page: Page, sellerId: string): Promise<ListingCard> {
  const listings = await browseListings(page.request, `section=food&owner=${sellerId}&limit=60`);
  const product = listings.items.find((card) => card.quantity >= 1);
  expect(product, 'the seller has a food product in stock').toBeDefined();
  return product!;
}

test('through nginx, with the api instances taking turns: sign in, add to cart, check out, the seller told live, a chat both ways', async ({
  browser,
  request,
}) => {
  const apiRequestIds = new Set<string>();
  const seller = await apiSession(request, SELLER);
  const sellerPage = await personAt(browser, SELLER, apiRequestIds);
  const buyerPage = await personAt(browser, BUYER, apiRequestIds);
  const product = await sellersFoodProduct(buyerPage, seller.userId);

  // The seller waits on the home page with the notifications channel open.
  const sellerChannel = channelOpened(sellerPage);
  await openApp(sellerPage, '/');
  await sellerChannel;
  const unviewedBefore = await unviewedCount(sellerPage);

  // The buyer adds the product from its item page and checks out the seller's cart.
  await openApp(buyerPage, itemPath(product.section, product.id));
  await buyerPage
    .getByTestId('listing-actions')
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  await expect(buyerPage.getByText(ITEM_ADDED_TO_CART_MESSAGE)).toBeVisible();
  await buyerPage.getByTestId('cart-link').click();
  await waitForAddress(buyerPage, '/cart');
  const sellersCart = buyerPage.locator(
    `[data-testid="seller-cart"][data-seller-id="${seller.userId}"]`,
  );
  await sellersCart.getByRole('button', { name: /^Check out/ }).click();
  const checkout = buyerPage.getByRole('dialog');
  await checkout.getByRole('radio', { name: 'Pickup' }).check();
  await checkout.getByTestId('place-order-button').click();
  await expect(checkout.getByTestId('order-placed')).toHaveText(/^Order #\d+ is placed$/);
  const orderNumber = /#(\d+)/.exec(await checkout.getByTestId('order-placed').innerText())![1];

  // The seller's bell counts the new order without a reload, whichever api stored it.
  await expect.poll(() => unviewedCount(sellerPage)).toBe(unviewedBefore + 1);
  await sellerPage.getByTestId('notifications-link').click();
  await expect(
    sellerPage.getByTestId('notification').filter({ hasText: `New order #${orderNumber}` }),
  ).toBeVisible();

  // The buyer writes about the product; the seller, on /chat, sees it and answers live.
  await openApp(sellerPage, '/chat');
  await openApp(buyerPage, itemPath(product.section, product.id));
  await buyerPage.getByTestId('message-button').click();
  const question = `When can I pick up order #${orderNumber}? (${randomUUID().slice(0, 8)})`;
  await buyerPage.getByTestId('first-message').fill(question);
  await buyerPage.getByTestId('send-first-message').click();
  await waitForAddress(buyerPage, /\/chat\?conversation=/);
  const conversationId = new URL(buyerPage.url()).searchParams.get('conversation')!;
  const row = sellerPage.locator(
    `[data-testid="conversation-row"][data-conversation-id="${conversationId}"]`,
  );
  await expect(row.getByTestId('conversation-preview')).toHaveText(question);
  await row.click();
  const answer = `Tomorrow after ten (${randomUUID().slice(0, 8)})`;
  await sellerPage.getByTestId('message-input').fill(answer);
  await sellerPage.getByTestId('message-input').press('Enter');
  await expect(buyerPage.getByTestId('message').filter({ hasText: answer })).toBeVisible();

  // Both api instances answered this journey's calls: nginx sent them in turn.
  await sellerPage.context().close();
  await buyerPage.context().close();
  const instances = apiInstancesByRequestId();
  const answeredBy = [...apiRequestIds].map((id) => instances.get(id)).filter(Boolean);
  expect(answeredBy.length, 'the journey made api calls nginx logged').toBeGreaterThan(20);
  const upstreams = productionShape.apiInstanceUrls.map((url) => new URL(url).host);
  for (const upstream of upstreams) {
    expect(
      answeredBy.filter((host) => host === upstream).length,
      `calls answered by ${upstream}`,
    ).toBeGreaterThan(5);
  }
});

test('a picture uploaded through one api instance is served by the other (one bucket)', async ({
  page,
  request,
}) => {
  const [first, second] = productionShape.apiInstanceUrls as [string, string];
  const { token } = await apiSession(request, BUYER);
  await openApp(page, '/');
  const picture = await paintedPicture(page, 'avatar.png', 200, 'image/png');

  const uploaded = await request.post(`${first}/api/users/me/avatar`, {
    headers: bearer(token),
    multipart: { file: picture },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const avatarUrl = ((await uploaded.json()) as { avatar: string | null }).avatar;
  expect(avatarUrl).toMatch(/^\/api\/media\//);

  const served = await request.get(`${second}${avatarUrl}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(served.headers()['cache-control']).toContain('immutable');
  const throughNginx = await request.get(avatarUrl!);
  expect(throughNginx.status()).toBe(200);
  expect((await throughNginx.body()).equals(await served.body())).toBe(true);
});

test('one request id runs from nginx through the web and the api into the api’s log', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await signInThroughApi(context, { email: BUYER, password: DEMO_PASSWORD });
  // A signed-in page is rendered for its visitor, so the web asks the api for it.
  const requestId = `journey-${randomUUID()}`;
  const answer = await context.request.get('/cart', {
    headers: { [REQUEST_ID_HEADER]: requestId },
  });
  expect(answer.status()).toBe(200);
  expect(answer.headers()[REQUEST_ID_HEADER]).toBe(requestId);
  await context.close();

  const apiLines = ['api-1', 'api-2']
    .flatMap((name) => productionShape.logLines(name))
    .filter((line) => line.includes(`"reqId":"${requestId}"`));
  expect(apiLines.length, 'api log lines under the page’s request id').toBeGreaterThan(0);
  expect(
    productionShape.logLines('nginx-access').some((line) => line.endsWith(`id=${requestId}`)),
  ).toBe(true);
});

/** What a signed-out visitor gets of a page from one web instance: its HTML and the cache's say. */
async function pageFromWeb(visitor: APIRequestContext, url: string) {
  const answer = await visitor.get(url, { headers: { accept: 'text/html' } });
  expect(answer.status()).toBe(200);
  return { html: await answer.text(), cache: answer.headers()['x-bazaar-page-cache'] };
}

test('a listing edited through the api shows on the cached item page of both web instances within seconds', async ({
  request,
}) => {
  const { token } = await apiSession(request, LISTER);
  const tree = await request.get('/api/catalog/nodes?section=catalog');
  const { nodes } = (await tree.json()) as { nodes: { id: string; level: string }[] };
  const word = randomUUID().slice(0, 8);
  const form = {
    section: 'catalog',
    draft_state: 'sent',
    title: `Harbour barometer ${word}`,
    description: 'Made for the journey of the page cache across web instances.',
    catalog_node_id: nodes.find((node) => node.level === 'subcategory')!.id,
    price: { amount_minor: 6_900, currency: 'EUR' },
    quantity: 4,
    location: { zip_code: '10115', city: 'Berlin' },
    attributes: { brand: 'Harbour', sku: `HB-${word}` },
  };
  const created = await request.post('/api/products/me/catalog', {
    headers: bearer(token),
    data: form,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const path = itemPath('catalog', id);

  // A visitor without cookies (the request fixture holds the seller's refresh cookie, and cookies
  // do not tell ports apart): each web instance renders the item page once and keeps it.
  const visitor = await newRequest.newContext();
  try {
    const cachingSince = Date.now();
    for (const web of productionShape.webInstanceUrls) {
      await expect
        .poll(
          async () => {
            const { html, cache } = await pageFromWeb(visitor, `${web}${path}`);
            return cache === 'hit' && html.includes(form.title);
          },
          { message: `${web} keeps the item page`, timeout: 15_000 },
        )
        .toBe(true);
    }

    // Its seller renames it through nginx, straight to an api instance: no web sees the write.
    const renamed = `Harbour storm barometer ${word}`;
    const editedAt = Date.now();
    const edited = await request.patch(`/api/products/me/catalog/${id}`, {
      headers: bearer(token),
      data: { ...form, title: renamed },
    });
    expect(edited.status(), await edited.text()).toBe(200);

    // Both instances show the new title within seconds, long before their 30 s TTL.
    for (const web of productionShape.webInstanceUrls) {
      await expect
        .poll(async () => (await pageFromWeb(visitor, `${web}${path}`)).html.includes(renamed), {
          message: `${web} shows the new title`,
          timeout: 12_000,
        })
        .toBe(true);
    }
    expect(Date.now() - editedAt).toBeLessThan(15_000);
    // Not the TTL: no page kept since the first render here has reached its 30 s.
    expect(Date.now() - cachingSince).toBeLessThan(30_000);
  } finally {
    await visitor.dispose();
  }
});
