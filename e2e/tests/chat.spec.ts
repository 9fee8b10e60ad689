import { randomUUID } from 'node:crypto';
import { type CartList, type Conversation, type Reservation } from '@bazaar/contracts';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '../support/test';
import { newBuyer, signInThroughApi, submitSignIn, type Account } from '../support/accounts';
import { bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { offerService, openSlot } from '../support/bookings';
import { publishListing } from '../support/listings';
import { horizontalOverflow, itemPath, openApp } from '../support/pages';
import { paintedPicture } from '../support/pictures';
import { lookAt } from '../support/screenshots';
import { emulatePhoneTouchPoints } from '../support/touch';

/** Contexts the journey opened beside its own: closed when it ends. */
const others: BrowserContext[] = [];

test.afterEach(async () => {
  await Promise.all(others.splice(0).map((context) => context.close()));
});

/** A signed-in page of its own browser context: two people at two browsers. */
async function personAt(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  others.push(context);
  await signInThroughApi(context, account);
  return context.newPage();
}

/** Resolves once the page's chat namespace is admitted (socket.io's namespace connect). */
function chatOpened(page: Page) {
  return page
    .waitForEvent('websocket', (socket) => new URL(socket.url()).pathname.startsWith('/ws/'))
    .then((socket) =>
      socket.waitForEvent('framereceived', (frame) => String(frame.payload).startsWith('40/chat')),
    );
}

/** The id in `/chat?conversation={id}` the page is at. */
function conversationIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get('conversation');
  expect(id, page.url()).toBeTruthy();
  return id!;
}

/** A Shop Hub product of the journey's own seller, for a buyer to ask about. */
function shopHubProduct(request: APIRequestContext, seller: Account, title: string) {
  return publishListing(request, seller, 'catalog', { title: `${title} ${Date.now()}` });
}

test('a buyer asks about a Shop Hub product; the seller answers live, with receipts and unread counts on both sides', async ({
  browser,
  request,
  seller: sellerAccount,
  buyer: buyerAccount,
}) => {
  const product = await shopHubProduct(request, sellerAccount, 'Harbour lantern');
  const seller = await personAt(browser, sellerAccount);
  const buyer = await personAt(browser, buyerAccount);

  // The seller waits on /chat.
  const sellerLive = chatOpened(seller);
  await openApp(seller, '/chat');
  await sellerLive;
  await expect(seller.getByTestId('chat-link')).toHaveAccessibleName('Messages');

  // The buyer writes from the item page.
  await openApp(buyer, itemPath('catalog', product.id));
  await buyer.getByTestId('message-button').click();
  await expect(buyer.getByRole('dialog')).toContainText(product.title);
  const question = `Is it still available? (${Date.now()})`;
  await buyer.getByTestId('first-message').fill(question);
  await buyer.getByTestId('send-first-message').click();
  await buyer.waitForURL(/\/chat\?conversation=/);
  const conversationId = conversationIdOf(buyer);
  const buyersMessage = buyer.getByTestId('message').filter({ hasText: question });
  await expect(buyersMessage).toBeVisible();
  await expect(buyersMessage.getByTestId('receipt')).not.toHaveAttribute('data-state', 'read');

  // The seller sees the conversation appear and the count rise, without reloading.
  const row = seller.locator(
    `[data-testid="conversation-row"][data-conversation-id="${conversationId}"]`,
  );
  await expect(row).toBeVisible();
  await expect(row.getByTestId('conversation-preview')).toHaveText(question);
  await expect(row.getByTestId('conversation-unread')).toHaveText('1');
  await expect(seller.getByTestId('chat-link')).toHaveAccessibleName(
    'Messages, 1 unread conversation',
  );

  // Opening it reads it: the count clears, the buyer's tick turns to read.
  await row.click();
  await expect(seller.getByTestId('message').filter({ hasText: question })).toBeVisible();
  await expect(seller.getByTestId('chat-link')).toHaveAccessibleName('Messages');
  await expect(buyersMessage.getByTestId('receipt')).toHaveAttribute('data-state', 'read');

  // The seller types: the buyer sees it.
  await seller.getByTestId('message-input').fill('Yes, it is. You can pick it up on Saturday');
  await expect(buyer.getByTestId('typing-indicator')).toBeVisible();
  await lookAt(seller, 'chat-desktop');
  expect(await seriousViolations(seller)).toEqual([]);

  // The buyer has moved on; the reply raises the buyer's count live.
  await openApp(buyer, '/');
  await expect(buyer.getByTestId('chat-link')).toHaveAccessibleName('Messages');
  await seller.getByTestId('message-input').press('Enter');
  const reply = seller.getByTestId('message').filter({ hasText: 'You can pick it up on Saturday' });
  await expect(reply).toBeVisible();
  await expect(seller.getByTestId('message-input')).toHaveValue('');
  await expect(buyer.getByTestId('chat-link')).toHaveAccessibleName(
    'Messages, 1 unread conversation',
  );

  // The buyer reads the reply; the seller's tick turns to read, the buyer's count clears.
  await buyer.getByTestId('chat-link').click();
  await buyer
    .locator(`[data-testid="conversation-row"][data-conversation-id="${conversationId}"]`)
    .click();
  await expect(
    buyer.getByTestId('message').filter({ hasText: 'You can pick it up on Saturday' }),
  ).toBeVisible();
  await expect(reply.getByTestId('receipt')).toHaveAttribute('data-state', 'read');
  await expect(buyer.getByTestId('chat-link')).toHaveAccessibleName('Messages');

  // Shift+Enter starts a new line; a link to another site carries its domain and a warning.
  const input = buyer.getByTestId('message-input');
  await input.fill('Great, thanks.');
  await input.press('Shift+Enter');
  await input.pressSequentially('Is https://pay-here.example/checkout fine?');
  await input.press('Enter');
  const withLink = seller.getByTestId('message').filter({ hasText: 'Great, thanks.' });
  await expect(withLink.getByTestId('message-link')).toHaveAttribute(
    'href',
    'https://pay-here.example/checkout',
  );
  await expect(withLink.getByTestId('foreign-link-warning')).toHaveText('pay-here.example');
  await expect(withLink.getByTestId('message-text')).toContainText('Great, thanks.\nIs');
});

test('a buyer offers a price for a negotiable Flea Market ad; its owner accepts and the cart holds it at that price', async ({
  browser,
  page: buyer,
  request,
  buyer: asker,
}) => {
  // A negotiable ad of a buyer's own, asked about by another buyer.
  const owner = await newBuyer(request, 'chat', { first: 'Mia', last: 'Schulz' });
  const ad = await publishListing(request, owner, 'flea-market', {
    title: `Oak rocking chair ${Date.now()}`,
    price: { amount_minor: 6_000, currency: 'EUR' },
    negotiable: true,
  });
  const offered = Math.round(ad.price!.amount_minor * 0.8);

  // A visitor asks: signing in brings them back with the message box open.
  await openApp(buyer, itemPath('flea-market', ad.id));
  await buyer.getByTestId('message-button').filter({ hasText: 'Ask about this ad' }).click();
  await buyer.waitForURL(/\/auth\/sign-in\?continue=/);
  await submitSignIn(buyer, asker.email, asker.password);
  await buyer.waitForURL(new RegExp(`/flea-market/item/${ad.id}$`));
  await buyer.getByTestId('first-message').fill('Would you take a little less?');
  await buyer.getByTestId('send-first-message').click();
  await buyer.waitForURL(/\/chat\?conversation=/);
  const conversationId = conversationIdOf(buyer);

  await buyer.getByTestId('composer-more').click();
  await buyer.getByTestId('make-offer').click();
  await buyer.getByTestId('offer-amount').fill((offered / 100).toFixed(2));
  await buyer.getByTestId('send-offer').click();
  const buyersOffer = buyer.getByTestId('offer-card').last();
  await expect(buyersOffer).toHaveAttribute('data-status', 'pending');

  // The owner accepts; it makes no offers on its own ad.
  const ownerPage = await personAt(browser, owner);
  await openApp(ownerPage, `/chat?conversation=${conversationId}`);
  const ownersOffer = ownerPage.getByTestId('offer-card').last();
  await expect(ownersOffer).toHaveAttribute('data-status', 'pending');
  await ownerPage.getByTestId('composer-more').click();
  await expect(ownerPage.getByTestId('propose-time')).toBeVisible();
  await expect(ownerPage.getByTestId('make-offer')).toHaveCount(0);
  await ownerPage.keyboard.press('Escape');
  await ownersOffer.getByRole('button', { name: 'Accept' }).click();
  await expect(ownersOffer).toHaveAttribute('data-status', 'accepted');

  // The buyer is told live, and the cart holds the ad at the offered price.
  await expect(buyersOffer).toHaveAttribute('data-status', 'accepted');
  await expect(buyer.getByTestId('offer-in-cart')).toBeVisible();
  const carts = (await (
    await request.get('/api/carts', { headers: bearer(asker.token) })
  ).json()) as CartList;
  const line = carts.flatMap((cart) => cart.items).find((item) => item.product.id === ad.id);
  expect(line?.product.price?.amount_minor).toBe(offered);
  await buyer.getByTestId('offer-in-cart').getByRole('link').click();
  await buyer.waitForURL(/\/cart$/);
  await expect(buyer.getByText(ad.title).first()).toBeVisible();
});

/**
 * A seat of a fresh slot of a service of `provider`'s, reserved by `customer` through the api,
 * and a second free slot of the same service.
 */
async function reservedSlot(request: APIRequestContext, provider: Account, customer: Account) {
  const service = await offerService(request, provider);
  const booked = await openSlot(request, service, 14, 1);
  const free = await openSlot(request, service, 15, 1);
  const answer = await request.post(`/api/services/slots/${booked.slot.id}/reservations`, {
    headers: bearer(customer.token),
    data: { seats: 1, note: 'Chat about it', idempotency_key: randomUUID() },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { ...booked, free: free.slot, reservation: (await answer.json()) as Reservation };
}

test('a customer writes about a reservation from /profile/slots, proposes another of its slots and reserves it; the provider follows live', async ({
  browser,
  request,
  seller: provider,
  buyer,
}) => {
  const { listingId, free, reservation } = await reservedSlot(request, provider, buyer);
  const customer = await personAt(browser, buyer);

  // "Message provider" on the customer's reservation opens the conversation about it.
  await openApp(customer, '/profile/slots?section=reservations');
  const booking = customer.getByTestId('reservation').filter({ hasText: `#${reservation.number}` });
  await booking.getByTestId('message-button').filter({ hasText: 'Message provider' }).click();
  await customer.waitForURL(/\/chat\?conversation=/);
  const conversationId = conversationIdOf(customer);
  const header = customer.getByTestId('conversation');
  await expect(header).toContainText(reservation.service.title);
  await expect(header.getByTestId('conversation-slot-time')).toContainText('UTC');
  await expect(
    customer.getByTestId('conversation-row').getByTestId('conversation-slot-time').first(),
  ).toBeVisible();

  // The provider finds the same conversation through "Message customer".
  const providerPage = await personAt(browser, provider);
  await openApp(providerPage, `/profile/slots?ad=${listingId}&section=reservations`);
  await providerPage
    .getByTestId('reservation')
    .filter({ hasText: `#${reservation.number}` })
    .getByTestId('message-button')
    .filter({ hasText: 'Message customer' })
    .click();
  await providerPage.waitForURL(new RegExp(`conversation=${conversationId}`));
  await expect(
    providerPage.getByTestId('conversation-row').filter({ hasText: reservation.service.title }),
  ).toBeVisible();

  // The customer proposes one of the service's free slots instead of a free date-time.
  await customer.getByTestId('composer-more').click();
  await expect(customer.getByTestId('make-offer')).toHaveCount(0);
  await customer.getByTestId('propose-time').click();
  await customer.locator(`input[type="radio"][value="${free.id}"]`).check();
  await customer.getByTestId('send-time-proposal').click();
  const customersCard = customer.getByTestId('time-proposal-card').last();
  await expect(customersCard.getByTestId('proposal-seats')).toHaveText('1 of 1 seat free');

  // The provider sees it live, with its seats, and nothing to reserve.
  const providersCard = providerPage.getByTestId('time-proposal-card').last();
  await expect(providersCard.getByTestId('proposal-seats')).toHaveText('1 of 1 seat free');
  await expect(providersCard.getByTestId('reserve-proposed-slot')).toHaveCount(0);
  await lookAt(customer, 'chat-reservation-desktop');

  // The customer reserves it from the card; both cards show it full, live.
  await customersCard.getByTestId('reserve-proposed-slot').click();
  await expect(customersCard.getByTestId('proposal-reserved')).toBeVisible();
  await expect(providersCard.getByTestId('proposal-seats')).toHaveText('Full');
  await expect(customersCard.getByTestId('proposal-seats')).toHaveText('Full');
  expect(await seriousViolations(customer)).toEqual([]);
  await lookAt(providerPage, 'chat-reservation-provider');
  await openApp(providerPage, `/profile/slots?ad=${listingId}&section=reservations`);
  await expect(providerPage.getByTestId('reservation').first()).toBeVisible();
  await lookAt(providerPage, 'bookings-reservations-message');
});

test('@mobile a conversation about a reservation fits a phone', async ({
  page,
  context,
  request,
  seller: provider,
  buyer,
}) => {
  await emulatePhoneTouchPoints(context);
  const { reservation } = await reservedSlot(request, provider, buyer);
  const opened = await request.post('/api/chat/conversations', {
    headers: bearer(buyer.token),
    data: { subject: { kind: 'reservation', id: reservation.id } },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const conversation = (await opened.json()) as Conversation;
  await signInThroughApi(context, buyer);
  await openApp(page, '/profile/slots?section=reservations');
  await expect(
    page.getByTestId('reservation').filter({ hasText: `#${reservation.number}` }),
  ).toContainText('Message provider');
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, 'bookings-reservations-phone');

  await openApp(page, `/chat?conversation=${conversation.id}`);
  await expect(page.getByTestId('conversation')).toContainText(reservation.service.title);
  await page.getByTestId('composer-more').click();
  await page.getByTestId('propose-time').click();
  await expect(page.getByTestId('proposal-slot').first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, 'chat-slot-dialog-phone');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByTestId('conversation').getByTestId('conversation-slot-time'),
  ).toContainText('UTC');
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, 'chat-reservation-phone');
});

test('a picture shows its thumbnail on both sides; a file that is no picture is refused with a message', async ({
  browser,
  request,
  seller: sellerAccount,
  buyer: buyerAccount,
}) => {
  const product = await shopHubProduct(request, sellerAccount, 'Brass ship bell');
  const seller = await personAt(browser, sellerAccount);
  const buyer = await personAt(browser, buyerAccount);

  await openApp(buyer, itemPath('catalog', product.id));
  await buyer.getByTestId('message-button').click();
  await buyer.getByTestId('first-message').fill('Here is a photo of the part I need.');
  await buyer.getByTestId('send-first-message').click();
  await buyer.waitForURL(/\/chat\?conversation=/);
  const conversationId = conversationIdOf(buyer);
  await openApp(seller, `/chat?conversation=${conversationId}`);
  await expect(seller.getByTestId('conversation')).toBeVisible();

  await buyer
    .getByTestId('picture-input')
    .setInputFiles(await paintedPicture(buyer, 'part.png', 200, 'image/png'));
  const buyersPicture = buyer.getByTestId('message-thumbnail');
  await expect(buyersPicture).toBeVisible();
  await expect(seller.getByTestId('message-thumbnail')).toBeVisible();
  await seller.getByTestId('message-thumbnail').click();
  await expect(seller.getByTestId('picture-large')).toBeVisible();
  await seller.keyboard.press('Escape');

  await buyer.getByTestId('picture-input').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(buyer.getByTestId('picture-error')).toBeVisible();
  await expect(buyer.getByTestId('picture-error')).not.toHaveText('');
  await expect(buyer.getByTestId('message-thumbnail')).toHaveCount(1);
});

test('@mobile on a phone the chat shows the list, then one conversation, and back', async ({
  page,
  context,
  request,
  seller,
  buyer,
}) => {
  await emulatePhoneTouchPoints(context);
  const product = await shopHubProduct(request, seller, 'Canvas tote');
  // Signed out, /chat asks to sign in there and comes back.
  await openApp(page, '/chat');
  await page.getByTestId('chat-sign-in').click();
  await page.waitForURL(/\/auth\/sign-in\?continue=%2Fchat/);
  await submitSignIn(page, buyer.email, buyer.password);
  await page.waitForURL(/\/chat$/);

  // The buyer's first conversation, started from the item page.
  await openApp(page, itemPath('catalog', product.id));
  await page.getByTestId('message-button').click();
  await page.getByTestId('first-message').fill('Does it come with a warranty?');
  await page.getByTestId('send-first-message').click();
  await page.waitForURL(/\/chat\?conversation=/);
  await page.getByTestId('bottom-bar-chat').click();
  const rows = page.getByTestId('conversation-row');
  await expect(rows).toHaveCount(1);
  await expect(page.getByTestId('conversation')).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, 'chat-phone-list');

  await rows.first().click();
  await expect(page.getByTestId('conversation')).toBeVisible();
  await expect(page.getByTestId('conversation-list')).toBeHidden();
  await expect(page.getByTestId('message-input')).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'chat-phone-conversation');

  await page.getByTestId('conversation-back').click();
  await page.waitForURL(/\/chat$/);
  await expect(page.getByTestId('conversation-list')).toBeVisible();
  await expect(page.getByTestId('conversation')).toHaveCount(0);
});
