import { expect, test } from '../support/test';
import { DEMO_PASSWORD, signIn } from '../support/accounts';
import { seriousViolations } from '../support/axe';

const ADMIN = 'admin@demo.bazaar.local';
const SELLER = 'seller2@demo.bazaar.local';

test('an administrator sends a message to all sellers; a seller reads it and the history counts it', async ({
  page,
  browser,
}) => {
  const title = `Market day ${Date.now()}`;
  await signIn(page, ADMIN, DEMO_PASSWORD);
  await page.goto('/profile/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New message' }).click();
  await expect(page).toHaveURL('/profile/notifications/add-notification');

  const english = page.getByTestId('admin-message-texts-en');
  const german = page.getByTestId('admin-message-texts-de');
  await english.getByRole('textbox', { name: 'Title' }).fill(title);
  await english.getByRole('textbox', { name: 'Message' }).fill('Stalls open at 8 on Saturday.');
  await german.getByRole('textbox', { name: 'Title' }).fill(`Markttag ${title}`);
  await german.getByRole('textbox', { name: 'Message' }).fill('Die Stände öffnen am Samstag um 8.');
  await page.getByRole('textbox', { name: 'Link (optional)' }).fill('/how-to-sell');

  // Sellers are the default audience; the preview counts them and shows both texts.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('admin-message-recipients')).toContainText(/\d+ accounts? receive/);
  await expect(page.getByTestId('admin-message-preview')).toContainText(`Markttag ${title}`);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'artifacts/screenshots/admin-message-form.png', fullPage: true });

  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page).toHaveURL('/profile/notifications');
  const row = page.getByTestId('admin-message').filter({ hasText: title });
  await expect(row.getByTestId('admin-message-status')).toHaveText('Sent', { timeout: 30_000 });

  const sellerContext = await browser.newContext();
  const sellerPage = await sellerContext.newPage();
  await signIn(sellerPage, SELLER, DEMO_PASSWORD);
  await sellerPage.goto('/notifications');
  await expect(sellerPage.getByTestId('notification').filter({ hasText: title })).toBeVisible({
    timeout: 30_000,
  });
  await sellerContext.close();

  await expect(async () => {
    await page.reload();
    await expect(row.getByTestId('admin-message-counts')).not.toContainText(' 0 delivered');
  }).toPass({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'artifacts/screenshots/admin-messages.png', fullPage: true });
});
