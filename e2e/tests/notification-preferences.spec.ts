import { expect, test, type Page } from '../support/test';
import { apiToken, bearer } from '../support/api';
import { signIn, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { startMailServer } from '../support/mail-server';
import { newPhoneContext } from '../support/touch';

/** The SMTP port the app is started with (SMTP_URL in playwright.config.ts). */
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2626);
const ADMIN = 'admin@demo.bazaar.local';
const SHOTS = 'artifacts/screenshots';
const PASSWORD = 'lantern-harbour-amber-77';

let mail: Awaited<ReturnType<typeof startMailServer>>;

test.beforeAll(async () => {
  mail = await startMailServer(SMTP_PORT);
});

test.afterAll(async () => {
  await mail.close();
});

const messagesSwitch = (page: Page, channel: 'In the app' | 'By email') =>
  page.getByRole('switch', { name: `${channel}: Messages from Bazaar` });

/** Flips a switch and waits until the server has saved it. */
async function flip(page: Page, channel: 'In the app' | 'By email') {
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/notifications/preferences') &&
      response.request().method() === 'PUT',
  );
  await messagesSwitch(page, channel).click();
  expect((await saved).status()).toBe(200);
}

test('a member chooses messages from Bazaar by email only; the choice stays and the mail arrives', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('preferences');
  const signUp = await request.post('/api/auth/sign-up/user', {
    data: { email, password: PASSWORD, first_name: 'Nora', last_name: 'Lindqvist' },
  });
  expect(signUp.status()).toBe(201);

  await signIn(page, email, PASSWORD);
  await page.goto('/profile/settings');
  const section = page.getByRole('region', { name: 'Notifications' });
  await expect(section).toBeVisible();
  // By default: messages from Bazaar in the app, not by email.
  await expect(messagesSwitch(page, 'In the app')).toBeChecked();
  await expect(messagesSwitch(page, 'By email')).not.toBeChecked();
  await expect(
    section.getByRole('switch', { name: 'By email: Orders and requests' }),
  ).toBeChecked();

  await flip(page, 'By email');
  await flip(page, 'In the app');
  await expect(messagesSwitch(page, 'By email')).toBeChecked();
  await expect(messagesSwitch(page, 'In the app')).not.toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await section.screenshot({ path: `${SHOTS}/notification-preferences.png` });

  await page.reload();
  await expect(messagesSwitch(page, 'By email')).toBeChecked();
  await expect(messagesSwitch(page, 'In the app')).not.toBeChecked();

  // An administrator writes to this account: it is mailed, with its text and link, and not
  // kept in the app.
  const title = `Opening hours ${Date.now()}`;
  const sent = await request.post('/api/admin/notifications', {
    headers: bearer(await apiToken(request, ADMIN)),
    data: {
      texts: {
        en: { title, body: 'The market opens at 7 from Monday.' },
        de: { title: `Öffnungszeiten ${title}`, body: 'Der Markt öffnet ab Montag um 7.' },
      },
      link: '/how-to-sell',
      audience: { kind: 'account', account: email },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const message = await mail.waitForMail(email, 30_000, (m) => m.text.includes(title));
  expect(message.text).toContain('The market opens at 7 from Monday.');
  expect(message.text).toMatch(/https?:\/\/[^\s]+\/how-to-sell/);

  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByTestId('notification').filter({ hasText: title })).toHaveCount(0);

  // The same choices on a phone, in a column that fits the screen.
  const phone = await newPhoneContext(browser);
  const phonePage = await phone.newPage();
  await signIn(phonePage, email, PASSWORD);
  await phonePage.goto('/profile/settings#notifications');
  await expect(messagesSwitch(phonePage, 'By email')).toBeChecked();
  const fits = await phonePage.evaluate(
    () => document.documentElement.scrollWidth <= window.innerWidth,
  );
  expect(fits).toBe(true);
  await messagesSwitch(phonePage, 'In the app').scrollIntoViewIfNeeded();
  await phonePage.screenshot({ path: `${SHOTS}/notification-preferences-phone.png` });
  await phone.close();
});
