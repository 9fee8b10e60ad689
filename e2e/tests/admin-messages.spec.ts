import {
  adminMessage,
  adminMessageHistory,
  adminMessagePreview,
  type AdminMessage,
} from '@bazaar/contracts';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '../support/test';
import { demo, demoAccount, signInThroughApi } from '../support/accounts';
import { bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { channelOpened } from '../support/notifications';
import { horizontalOverflow, openApp, reloadApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { emulatePhoneTouchPoints } from '../support/touch';

const ADMIN = demo('admin');

/** The administrator's message titled `title`, as the api's history answers it. */
async function messageTitled(
  request: APIRequestContext,
  title: string,
): Promise<AdminMessage | undefined> {
  const { token } = await demoAccount(request, ADMIN.email);
  const response = await request.get('/api/admin/notifications', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return adminMessageHistory
    .parse(await response.json())
    .find((message) => message.texts.en.title === title);
}

/**
 * Waits until the message has reached a recipient: its delivery jobs run after it is sent
 * (polled on the api), then the history, loaded again, counts it.
 */
async function expectDelivered(page: Page, request: APIRequestContext, title: string) {
  await expect
    .poll(async () => (await messageTitled(request, title))?.delivered ?? 0, { timeout: 30_000 })
    .toBeGreaterThan(0);
  const { recipients } = (await messageTitled(request, title))!;
  await reloadApp(page);
  const row = page.getByTestId('admin-message').filter({ hasText: title });
  await expect(row.getByTestId('admin-message-status')).toHaveText('Sent');
  await expect(row).toContainText(/Sent \w{3} \d+, \d{4}/);
  // The count it went to, said in English ("1 recipient", "12 recipients").
  const counted = `${recipients!.toLocaleString('en')} recipient${recipients === 1 ? '' : 's'} · `;
  await expect(row.getByTestId('admin-message-counts')).toContainText(new RegExp(`^${counted}`));
  await expect(row.getByTestId('admin-message-counts')).not.toContainText(' 0 delivered');
  await expect(row.getByRole('button', { name: 'Cancel sending' })).toHaveCount(0);
}

/** Chooses who receives the message in the form's audience field (nothing is chosen first). */
async function chooseAudience(page: Page, audience: string) {
  await page.getByRole('combobox', { name: 'Audience' }).click();
  await page.getByRole('option', { name: audience, exact: true }).click();
}

/** The api's answer to the form's sending (POST /api/admin/notifications), once it comes. */
function messageSent(page: Page): Promise<AdminMessage> {
  return page
    .waitForResponse(
      (response) =>
        response.url().endsWith('/api/admin/notifications') &&
        response.request().method() === 'POST',
    )
    .then(async (response) => adminMessage.parse(await response.json()));
}

/** The count the form asked the api for before its confirmation (the preview's recipients). */
function recipientsCounted(page: Page): Promise<number> {
  return page
    .waitForResponse((response) => response.url().endsWith('/api/admin/notifications/preview'))
    .then(async (response) => adminMessagePreview.parse(await response.json()).recipients);
}

/** Opens a page of the seller's own browser on /notifications, its live channel admitted. */
async function sellerOnNotifications(seller: BrowserContext): Promise<Page> {
  const sellerPage = await seller.newPage();
  const opened = channelOpened(sellerPage);
  await openApp(sellerPage, '/notifications');
  await opened;
  return sellerPage;
}

test('an administrator sends a message to all sellers; a seller reads it and the history counts it', async ({
  page,
  context,
  browser,
  request,
  seller,
}) => {
  const title = `Market day ${Date.now()}`;
  await signInThroughApi(context, ADMIN);
  await openApp(page, '/profile/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New message' }).click();
  await page.waitForURL('/profile/notifications/add-notification');

  const english = page.getByTestId('admin-message-texts-en');
  const german = page.getByTestId('admin-message-texts-de');
  await english.getByRole('textbox', { name: 'Title' }).fill(title);
  await english.getByRole('textbox', { name: 'Message' }).fill('Stalls open at 8 on Saturday.');
  await german.getByRole('textbox', { name: 'Title' }).fill(`Markttag ${title}`);
  await german.getByRole('textbox', { name: 'Message' }).fill('Die Stände öffnen am Samstag um 8.');
  await page.getByRole('textbox', { name: 'Link (optional)' }).fill('/how-to-sell');

  // No audience is chosen for the administrator: sending asks for one.
  await expect(page.getByRole('combobox', { name: 'Audience' })).not.toContainText(/\w/);
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('Choose who receives it')).toBeVisible();
  await chooseAudience(page, 'Sellers');
  await expect(page.getByText('Choose who receives it')).toBeHidden();

  // The preview counts the sellers and shows both texts.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('admin-message-recipients')).toContainText(/\d+ accounts? receive/);
  await expect(page.getByTestId('admin-message-preview')).toContainText(`Markttag ${title}`);
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'admin-message-form', { fullPage: true });

  // Sending to a group asks once, naming how many accounts it reaches.
  const counted = recipientsCounted(page);
  await page.getByRole('button', { name: 'Send now' }).click();
  const sellers = await counted;
  const question = page.getByRole('dialog').filter({ hasText: 'Send to' });
  await expect(question).toContainText(`Send to ${sellers.toLocaleString('en')} sellers?`);
  await lookAt(page, 'admin-message-confirm', { animations: 'disabled' });
  const sent = messageSent(page);
  await question.getByRole('button', { name: 'Send now' }).click();
  // Sent now, it is under way from the start: never "Scheduled", never to be cancelled.
  expect((await sent).status).toBe('sending');
  await page.waitForURL('/profile/notifications');
  const row = page.getByTestId('admin-message').filter({ hasText: title });
  await expect(row.getByTestId('admin-message-status')).not.toHaveText('Scheduled');
  // Its sending is a job: the history follows it every 2 s while it is under way.
  await expect(row.getByTestId('admin-message-status')).toHaveText('Sent', { timeout: 30_000 });

  // A seller of the journey's own, among all sellers, finds it in the list (its delivery too is
  // a job, pushed live to the open list).
  const sellerContext = await browser.newContext();
  await signInThroughApi(sellerContext, seller);
  const sellerPage = await sellerOnNotifications(sellerContext);
  await expect(sellerPage.getByTestId('notification').filter({ hasText: title })).toBeVisible({
    timeout: 30_000,
  });
  await sellerContext.close();

  await expectDelivered(page, request, title);
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'admin-messages', { fullPage: true });
});

/**
 * A `datetime-local` value in the browser's time zone, to the second: `seconds` from now, enough
 * for the form to be sent and the history to show it scheduled first (the field takes seconds
 * though its picker shows minutes; the api takes any time still ahead).
 */
function secondsAhead(page: Page, seconds: number): Promise<string> {
  return page.evaluate((ahead) => {
    const at = new Date(Date.now() + ahead * 1_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
  }, seconds);
}

test('a message scheduled for all sellers a little ahead reaches a signed-in seller live at that time', async ({
  page,
  context,
  browser,
  request,
  seller,
}) => {
  const title = `Closing early ${Date.now()}`;

  // The seller is signed in before it is scheduled and keeps the list open; nothing reloads it.
  const sellerContext = await browser.newContext();
  await signInThroughApi(sellerContext, seller);
  const sellerPage = await sellerOnNotifications(sellerContext);
  const bell = sellerPage.getByTestId('notifications-link');
  await expect(bell).toHaveAccessibleName('Notifications');

  await signInThroughApi(context, ADMIN);
  await openApp(page, '/profile/notifications/add-notification');
  const english = page.getByTestId('admin-message-texts-en');
  const german = page.getByTestId('admin-message-texts-de');
  await english.getByRole('textbox', { name: 'Title' }).fill(title);
  await english.getByRole('textbox', { name: 'Message' }).fill('The market closes at 4 today.');
  await german.getByRole('textbox', { name: 'Title' }).fill(`Früher Schluss ${title}`);
  await german.getByRole('textbox', { name: 'Message' }).fill('Der Markt schließt heute um 4.');
  await chooseAudience(page, 'Sellers');
  await page.getByRole('radio', { name: 'At a time' }).check();
  const sendAt = await secondsAhead(page, 20);
  await page.getByLabel('Send at').fill(sendAt);
  const scheduled = messageSent(page);
  await page.getByRole('button', { name: 'Schedule' }).click();
  const question = page.getByRole('dialog').filter({ hasText: 'Schedule for' });
  await expect(question).toContainText(/^Schedule for [\d,]+ sellers\?/);
  await question.getByRole('button', { name: 'Schedule' }).click();
  const answer = await scheduled;
  expect(answer.status).toBe('scheduled');
  // The browser's local time, sent as that instant.
  expect(answer.send_at).toBe(new Date(sendAt).toISOString());
  await page.waitForURL('/profile/notifications');
  const row = page.getByTestId('admin-message').filter({ hasText: title });
  await expect(row.getByTestId('admin-message-status')).toHaveText('Scheduled');

  // At its time it appears first in the seller's open list, and the bell counts it.
  const delivered = sellerPage.getByTestId('notification').filter({ hasText: title });
  await expect(delivered).toBeVisible({ timeout: 60_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(answer.send_at));
  await expect(delivered).toHaveAttribute('data-viewed', 'false');
  await expect(sellerPage.getByTestId('notification').first()).toContainText(title);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unviewed');
  await sellerContext.close();

  // The administrator's history shows it sent and delivered.
  await expectDelivered(page, request, title);
});

test('an administrator finds one account by its email and sends it a message without a group question', async ({
  page,
  context,
  request,
  seller,
}) => {
  const title = `Your stall ${Date.now()}`;
  await signInThroughApi(context, ADMIN);
  await openApp(page, '/profile/notifications/add-notification');
  const english = page.getByTestId('admin-message-texts-en');
  const german = page.getByTestId('admin-message-texts-de');
  await english.getByRole('textbox', { name: 'Title' }).fill(title);
  await english.getByRole('textbox', { name: 'Message' }).fill('Your stall moves to row B.');
  await german.getByRole('textbox', { name: 'Title' }).fill(`Dein Stand ${title}`);
  await german.getByRole('textbox', { name: 'Message' }).fill('Dein Stand zieht in Reihe B.');

  // The account is looked up by what an administrator knows of it, not typed as an id.
  await chooseAudience(page, 'One account');
  const lookup = page.getByRole('combobox', { name: 'Account', exact: true });
  await lookup.fill(seller.email);
  const option = page.getByTestId('account-option').filter({ hasText: seller.email });
  await expect(option).toHaveCount(1);
  await lookAt(page, 'admin-message-account-lookup', { fullPage: true });
  await option.click();
  await expect(lookup).toHaveValue(new RegExp(`· ${seller.email}$`));

  const sent = messageSent(page);
  await page.getByRole('button', { name: 'Send now' }).click();
  // One account is no group: no question, and the message names the account by its id.
  expect(await sent).toMatchObject({
    status: 'sending',
    audience: { kind: 'account', account: seller.userId },
  });
  await page.waitForURL('/profile/notifications');
  await expectDelivered(page, request, title);
  await lookAt(page, 'admin-messages-one-account', { fullPage: true });
});

/** Opens the history and the form (its checks shown) and expects neither to scroll sideways. */
async function expectMessagePagesFit(page: Page, shots: string) {
  await openApp(page, '/profile/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, shots, { fullPage: true });

  await openApp(page, '/profile/notifications/add-notification');
  await page.getByRole('radio', { name: 'At a time' }).check();
  await expect(page.getByLabel('Send at')).toBeVisible();
  await page.getByRole('button', { name: 'Schedule' }).click();
  // Checked in the browser with the contract's schema: every empty text is marked, and the
  // audience, which nothing preselects.
  await expect(page.getByText('Complete this field, please').first()).toBeVisible();
  await expect(page.getByText('Choose when it goes out')).toBeVisible();
  await expect(page.getByText('Choose who receives it')).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, `${shots}-form`, { fullPage: true });
}

test('the message pages fit a phone @mobile', async ({ page, context }) => {
  await emulatePhoneTouchPoints(context);
  await signInThroughApi(context, ADMIN);
  await openApp(page, '/');
  await expect(page.getByTestId('mobile-header')).toBeVisible();
  await expectMessagePagesFit(page, 'admin-messages-phone');
});

test('the message pages fit a phone-wide desktop window', async ({ page, context }) => {
  // The desktop layout's top bar, with the administrator's logs link, in 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughApi(context, ADMIN);
  await openApp(page, '/');
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await expectMessagePagesFit(page, 'admin-messages-narrow');
});
