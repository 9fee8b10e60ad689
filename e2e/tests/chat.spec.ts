import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import {
  type CartList,
  type Conversation,
  type ListingCard,
  type Reservation,
} from '@bazaar/contracts';
import { expect, test } from '../support/test';
import { DEMO_PASSWORD, signIn, submitSignIn } from '../support/accounts';
import { apiSession, bearer, browseListings } from '../support/api';
import { seriousViolations } from '../support/axe';
import { openSlot } from '../support/bookings';
import { horizontalOverflow, itemPath } from '../support/pages';
import { paintedPicture } from '../support/pictures';
import { emulatePhoneTouchPoints } from '../support/touch';

const SHOTS = 'artifacts/screenshots';
const email = (local: string) => `${local}@demo.bazaar.local`;

/** A signed-in page of its own browser context: two people at two browsers. */
async function personAt(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, email(account), DEMO_PASSWORD);
  return page;
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

/**
 * A Shop Hub product of a seller's. The demo seed starts a conversation of buyer1 with seller1,
 * so the journeys that count unread messages use other pairs.
 */
async function sellerProduct(page: Page, account: string, index = 0): Promise<ListingCard> {
  const seller = await apiSession(page.request, email(account));
  const listings = await browseListings(
    page.request,
    `section=catalog&owner=${seller.userId}&limit=20`,
  );
  const product = listings.items[index];
  expect(product, `${account} has Shop Hub products`).toBeDefined();
  return product!;
}

test('a buyer asks about a Shop Hub product; the seller answers live, with receipts and unread counts on both sides', async ({
  browser,
}) => {
  const seller = await personAt(browser, 'seller2');
  const buyer = await personAt(browser, 'buyer3');
  const product = await sellerProduct(seller, 'seller2');

  // The seller waits on /chat.
  const sellerLive = chatOpened(seller);
  await seller.goto('/chat');
  await sellerLive;
  await expect(seller.getByTestId('chat-link')).toHaveAccessibleName('Messages');

  // The buyer writes from the item page.
  await buyer.goto(itemPath('catalog', product.id));
  await buyer.getByTestId('message-button').click();
  await expect(buyer.getByRole('dialog')).toContainText(product.title);
  const question = `Is it still available? (${Date.now()})`;
  await buyer.getByTestId('first-message').fill(question);
  await buyer.getByTestId('send-first-message').click();
  await expect(buyer).toHaveURL(/\/chat\?conversation=/);
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
  await seller.screenshot({ path: `${SHOTS}/chat-desktop.png` });
  expect(await seriousViolations(seller)).toEqual([]);

  // The buyer has moved on; the reply raises the buyer's count live.
  await buyer.goto('/');
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
  request,
}) => {
  // A negotiable ad of one buyer's, asked about by another buyer.
  const people = await Promise.all(
    // buyer2 has a seeded offer on such an ad: the others ask first.
    ['buyer4', 'buyer3', 'buyer1', 'buyer2'].map(async (local) => ({
      local,
      ...(await apiSession(request, email(local))),
    })),
  );
  const ads = await browseListings(request, 'section=flea-market&limit=60');
  const ad = ads.items.find(
    (card) =>
      card.negotiable &&
      card.price.amount_minor >= 200 &&
      people.some((person) => person.userId === card.seller.id),
  );
  expect(ad, 'a negotiable Flea Market ad of a demo buyer').toBeDefined();
  const owner = people.find((person) => person.userId === ad!.seller.id)!;
  const asker = people.find((person) => person.userId !== owner.userId)!;
  const offered = Math.round(ad!.price.amount_minor * 0.8);

  // A visitor asks: signing in brings them back with the message box open.
  const context = await browser.newContext();
  const buyer = await context.newPage();
  await buyer.goto(itemPath('flea-market', ad!.id));
  await buyer.getByTestId('message-button').filter({ hasText: 'Ask about this ad' }).click();
  await expect(buyer).toHaveURL(/\/auth\/sign-in\?continue=/);
  await submitSignIn(buyer, email(asker.local), DEMO_PASSWORD);
  await expect(buyer).toHaveURL(new RegExp(`/flea-market/item/${ad!.id}$`));
  await buyer.getByTestId('first-message').fill('Would you take a little less?');
  await buyer.getByTestId('send-first-message').click();
  await expect(buyer).toHaveURL(/\/chat\?conversation=/);
  const conversationId = conversationIdOf(buyer);

  await buyer.getByTestId('composer-more').click();
  await buyer.getByTestId('make-offer').click();
  await buyer.getByTestId('offer-amount').fill((offered / 100).toFixed(2));
  await buyer.getByTestId('send-offer').click();
  const buyersOffer = buyer.getByTestId('offer-card').last();
  await expect(buyersOffer).toHaveAttribute('data-status', 'pending');

  // The owner accepts; it makes no offers on its own ad.
  const ownerPage = await personAt(browser, owner.local);
  await ownerPage.goto(`/chat?conversation=${conversationId}`);
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
  const line = carts.flatMap((cart) => cart.items).find((item) => item.product.id === ad!.id);
  expect(line?.product.price?.amount_minor).toBe(offered);
  await buyer.getByTestId('offer-in-cart').getByRole('link').click();
  await expect(buyer).toHaveURL(/\/cart$/);
  await expect(buyer.getByText(ad!.title).first()).toBeVisible();
});

/** The caller's own bookings on /profile/slots (a provider's list opens on its services'). */
async function openMyBookings(page: Page) {
  await page.goto('/profile/slots?section=reservations');
  // The list (or its empty state) and, for a provider, the toggle come together.
  await expect(
    page.getByTestId('reservations').or(page.getByRole('heading', { name: 'No reservations yet' })),
  ).toBeVisible();
  const myBookings = page.getByRole('button', { name: 'My bookings' });
  if (await myBookings.isVisible()) await myBookings.click();
}

/** A seat of a fresh slot reserved by `customer` through the api, and a second free slot. */
async function reservedSlot(request: APIRequestContext, customer: string) {
  const booked = await openSlot(request, 14, 1);
  const free = await openSlot(request, 15, 1);
  const { token } = await apiSession(request, email(customer));
  const answer = await request.post(`/api/services/slots/${booked.slot.id}/reservations`, {
    headers: bearer(token),
    data: { seats: 1, note: 'Chat about it', idempotency_key: randomUUID() },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { ...booked, free: free.slot, reservation: (await answer.json()) as Reservation };
}

test('a customer writes about a reservation from /profile/slots, proposes another of its slots and reserves it; the provider follows live', async ({
  browser,
  request,
}) => {
  const { provider, listingId, free, reservation } = await reservedSlot(request, 'buyer3');
  const customer = await personAt(browser, 'buyer3');

  // "Message provider" on the customer's reservation opens the conversation about it.
  await openMyBookings(customer);
  const booking = customer.getByTestId('reservation').filter({ hasText: `#${reservation.number}` });
  await booking.getByTestId('message-button').filter({ hasText: 'Message provider' }).click();
  await expect(customer).toHaveURL(/\/chat\?conversation=/);
  const conversationId = conversationIdOf(customer);
  const header = customer.getByTestId('conversation');
  await expect(header).toContainText(reservation.service.title);
  await expect(header.getByTestId('conversation-slot-time')).toContainText('UTC');
  await expect(
    customer.getByTestId('conversation-row').getByTestId('conversation-slot-time').first(),
  ).toBeVisible();

  // The provider finds the same conversation through "Message customer".
  const providerPage = await personAt(browser, provider.replace('@demo.bazaar.local', ''));
  await providerPage.goto(`/profile/slots?ad=${listingId}&section=reservations`);
  await providerPage
    .getByTestId('reservation')
    .filter({ hasText: `#${reservation.number}` })
    .getByTestId('message-button')
    .filter({ hasText: 'Message customer' })
    .click();
  await expect(providerPage).toHaveURL(new RegExp(`conversation=${conversationId}`));
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
  await customer.screenshot({ path: `${SHOTS}/chat-reservation-desktop.png` });

  // The customer reserves it from the card; both cards show it full, live.
  await customersCard.getByTestId('reserve-proposed-slot').click();
  await expect(customersCard.getByTestId('proposal-reserved')).toBeVisible();
  await expect(providersCard.getByTestId('proposal-seats')).toHaveText('Full');
  await expect(customersCard.getByTestId('proposal-seats')).toHaveText('Full');
  expect(await seriousViolations(customer)).toEqual([]);
  await providerPage.screenshot({ path: `${SHOTS}/chat-reservation-provider.png` });
  await providerPage.goto(`/profile/slots?ad=${listingId}&section=reservations`);
  await expect(providerPage.getByTestId('reservation').first()).toBeVisible();
  await providerPage.screenshot({ path: `${SHOTS}/bookings-reservations-message.png` });
});

test('@mobile a conversation about a reservation fits a phone', async ({
  page,
  context,
  request,
}) => {
  await emulatePhoneTouchPoints(context);
  const { reservation } = await reservedSlot(request, 'buyer4');
  const { token } = await apiSession(request, email('buyer4'));
  const opened = await request.post('/api/chat/conversations', {
    headers: bearer(token),
    data: { subject: { kind: 'reservation', id: reservation.id } },
  });
  expect(opened.ok(), await opened.text()).toBe(true);
  const conversation = (await opened.json()) as Conversation;
  await signIn(page, email('buyer4'), DEMO_PASSWORD);
  await openMyBookings(page);
  await expect(
    page.getByTestId('reservation').filter({ hasText: `#${reservation.number}` }),
  ).toContainText('Message provider');
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/bookings-reservations-phone.png` });

  await page.goto(`/chat?conversation=${conversation.id}`);
  await expect(page.getByTestId('conversation')).toContainText(reservation.service.title);
  await page.getByTestId('composer-more').click();
  await page.getByTestId('propose-time').click();
  await expect(page.getByTestId('proposal-slot').first()).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/chat-slot-dialog-phone.png` });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByTestId('conversation').getByTestId('conversation-slot-time'),
  ).toContainText('UTC');
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/chat-reservation-phone.png` });
});

test('a picture shows its thumbnail on both sides; a file that is no picture is refused with a message', async ({
  browser,
}) => {
  // Not seller3: its removed-by-platform notice would open a dialog over the chat.
  const seller = await personAt(browser, 'seller2');
  const buyer = await personAt(browser, 'buyer4');
  const product = await sellerProduct(seller, 'seller2', 1);

  await buyer.goto(itemPath('catalog', product.id));
  await buyer.getByTestId('message-button').click();
  await buyer.getByTestId('first-message').fill('Here is a photo of the part I need.');
  await buyer.getByTestId('send-first-message').click();
  await expect(buyer).toHaveURL(/\/chat\?conversation=/);
  const conversationId = conversationIdOf(buyer);
  await seller.goto(`/chat?conversation=${conversationId}`);
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
}) => {
  await emulatePhoneTouchPoints(context);
  // Signed out, /chat asks to sign in there and comes back.
  await page.goto('/chat');
  await page.getByTestId('chat-sign-in').click();
  await expect(page).toHaveURL(/\/auth\/sign-in\?continue=%2Fchat/);
  await submitSignIn(page, email('buyer1'), DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/chat$/);

  const rows = page.getByTestId('conversation-row');
  if ((await rows.count()) === 0) {
    const product = await sellerProduct(page, 'seller1', 2);
    await page.goto(itemPath('catalog', product.id));
    await page.getByTestId('message-button').click();
    await page.getByTestId('first-message').fill('Does it come with a warranty?');
    await page.getByTestId('send-first-message').click();
    await expect(page).toHaveURL(/\/chat\?conversation=/);
    await page.getByTestId('bottom-bar-chat').click();
  }
  await expect(rows.first()).toBeVisible();
  await expect(page.getByTestId('conversation')).toHaveCount(0);
  expect(await horizontalOverflow(page)).toBe(0);
  await page.screenshot({ path: `${SHOTS}/chat-phone-list.png` });

  await rows.first().click();
  await expect(page.getByTestId('conversation')).toBeVisible();
  await expect(page.getByTestId('conversation-list')).toBeHidden();
  await expect(page.getByTestId('message-input')).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/chat-phone-conversation.png` });

  await page.getByTestId('conversation-back').click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByTestId('conversation-list')).toBeVisible();
  await expect(page.getByTestId('conversation')).toHaveCount(0);
});
