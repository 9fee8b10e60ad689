import { expect, test } from '../support/test';
import { waitForMail } from '../support/mail-server';
import { signOutFromMenu, submitSignIn, uniqueEmail } from '../support/accounts';
import { openApp } from '../support/pages';
import { waitForAddress } from '../support/navigation';

// The forms of restoring a password and of signing in are what these journeys are about: they
// sign in through them, with accounts of their own.

test('a forgotten password is restored through the mailed link', async ({ page, request }) => {
  const email = uniqueEmail('restore');
  const oldPassword = 'the-old-password-123';
  const newPassword = 'the-new-password-456';
  const signUp = await request.post('/api/auth/sign-up/user', {
    data: { email, password: oldPassword, first_name: 'Ida', last_name: 'Sommer' },
  });
  expect(signUp.status()).toBe(201);

  await openApp(page, '/auth/sign-in');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.locator('input[name="email"]').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // The account's welcome came first: the mail with the link.
  const message = await waitForMail(email, 20_000, (mail) =>
    mail.text.includes('/auth/restore-password/'),
  );
  const link = /https?:\/\/[^\s"'<>]+\/auth\/restore-password\/[A-Za-z0-9_-]+/.exec(
    message.text,
  )?.[0];
  expect(link, message.text).toBeTruthy();
  await openApp(page, new URL(link!).pathname);

  await page.locator('input[name="password"]').fill(newPassword);
  await page.locator('input[name="confirmation"]').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await waitForAddress(page, /\/auth\/sign-in\?notice=password-changed/);
  await expect(page.getByText('Your password has been changed.')).toBeVisible();

  // The old password no longer works.
  await submitSignIn(page, email, oldPassword);
  await expect(page.getByTestId('sign-in-error')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await expect(page.getByTestId('account-menu-button')).toHaveCount(0);

  // The new one does.
  await page.locator('input[name="password"]').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await waitForAddress(page, '/');
  await expect(page.getByTestId('account-menu-button')).toContainText('Ida Sommer');

  // The link was used up.
  await openApp(page, new URL(link!).pathname);
  await expect(
    page.getByRole('heading', { name: 'This link is invalid or has expired' }),
  ).toBeVisible();
});

test("a stranger's guesses pause password sign-in, and the mailed link still lets the owner in", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail('guessed');
  const password = 'the-owners-password-789';
  // The owner signed up on another device: that one is known (ADR 0091), this browser and the
  // stranger's client are not.
  const ownersOtherDevice = await playwright.request.newContext({ baseURL });
  const signUp = await ownersOtherDevice.post('/api/auth/sign-up/user', {
    data: { email, password, first_name: 'Olga', last_name: 'Eigner' },
  });
  expect(signUp.status()).toBe(201);
  await ownersOtherDevice.dispose();
  for (let i = 0; i < 10; i += 1) {
    const guess = await request.post('/api/auth/sign-in', {
      data: { email, password: `a-stranger-guesses-${i}` },
    });
    expect(guess.status()).toBe(401);
  }

  await openApp(page, '/auth/sign-in');
  await submitSignIn(page, email, password);
  const throttled = page.getByTestId('sign-in-throttled');
  await expect(throttled).toContainText('Password sign-in is paused');
  await expect(throttled).toContainText('A sign-in link by email works now.');
  await throttled.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.locator('input[name="email"]')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  const message = await waitForMail(email, 20_000, (mail) =>
    mail.text.includes('/auth/sign-in/_/'),
  );
  const link = /https?:\/\/[^\s"'<>]+\/auth\/sign-in\/_\/[A-Za-z0-9_-]+/.exec(message.text)?.[0];
  expect(link, message.text).toBeTruthy();
  await openApp(page, new URL(link!).pathname);
  await waitForAddress(page, '/');
  await expect(page.getByTestId('account-menu-button')).toContainText('Olga Eigner');
});

test('on a browser the owner signed in on, the right password still works while a stranger guesses (ADR 0091)', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail('known-device');
  const password = 'the-owners-password-456';
  const elsewhere = await playwright.request.newContext({ baseURL });
  const signUp = await elsewhere.post('/api/auth/sign-up/user', {
    data: { email, password, first_name: 'Nele', last_name: 'Brandt' },
  });
  expect(signUp.status()).toBe(201);
  await elsewhere.dispose();

  // The owner signs in on this browser, which keeps the api's known_device cookie (through the
  // web's forwarder), and signs out again: the browser stays known.
  await openApp(page, '/auth/sign-in');
  await submitSignIn(page, email, password);
  await waitForAddress(page, '/');
  await expect(page.getByTestId('account-menu-button')).toContainText('Nele Brandt');
  await signOutFromMenu(page);
  const cookies = await page.context().cookies();
  expect(cookies.filter((c) => c.name === 'known_device')).toHaveLength(1);

  for (let i = 0; i < 10; i += 1) {
    const guess = await request.post('/api/auth/sign-in', {
      data: { email, password: `a-stranger-guesses-${i}` },
    });
    expect(guess.status()).toBe(401);
  }
  const strangersRightGuess = await request.post('/api/auth/sign-in', {
    data: { email, password },
  });
  expect(strangersRightGuess.status()).toBe(429);

  await openApp(page, '/auth/sign-in');
  await submitSignIn(page, email, password);
  await waitForAddress(page, '/');
  await expect(page.getByTestId('account-menu-button')).toContainText('Nele Brandt');
});
