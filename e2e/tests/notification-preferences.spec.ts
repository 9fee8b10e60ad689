import { expect, test, type Page } from '../support/test';
import { bearer } from '../support/api';
import { demo, demoAccount, signInThroughApi } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { waitForMail } from '../support/mail-server';
import { openApp, reloadApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { newPhoneContext } from '../support/touch';

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
  context,
  request,
  browser,
  buyer: member,
}) => {
  await signInThroughApi(context, member);
  await openApp(page, '/profile/settings');
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
  await lookAt(section, 'notification-preferences');

  await reloadApp(page);
  await expect(messagesSwitch(page, 'By email')).toBeChecked();
  await expect(messagesSwitch(page, 'In the app')).not.toBeChecked();

  // An administrator writes to this account: it is mailed, with its text and link, and not
  // kept in the app.
  const title = `Opening hours ${Date.now()}`;
  const sent = await request.post('/api/admin/notifications', {
    headers: bearer((await demoAccount(request, demo('admin').email)).token),
    data: {
      texts: {
        en: { title, body: 'The market opens at 7 from Monday.' },
        de: { title: `Öffnungszeiten ${title}`, body: 'Der Markt öffnet ab Montag um 7.' },
      },
      link: '/how-to-sell',
      audience: { kind: 'account', account: member.email },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const message = await waitForMail(member.email, 30_000, (m) => m.text.includes(title));
  expect(message.text).toContain('The market opens at 7 from Monday.');
  expect(message.text).toMatch(/https?:\/\/[^\s]+\/how-to-sell/);

  await openApp(page, '/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByTestId('notification').filter({ hasText: title })).toHaveCount(0);

  // The same choices on a phone, in a column that fits the screen.
  const phone = await newPhoneContext(browser);
  await signInThroughApi(phone, member);
  const phonePage = await phone.newPage();
  await openApp(phonePage, '/profile/settings#notifications');
  await expect(messagesSwitch(phonePage, 'By email')).toBeChecked();
  const fits = await phonePage.evaluate(
    () => document.documentElement.scrollWidth <= window.innerWidth,
  );
  expect(fits).toBe(true);
  await messagesSwitch(phonePage, 'In the app').scrollIntoViewIfNeeded();
  await lookAt(phonePage, 'notification-preferences-phone');
  await phone.close();
});
