import { expect, test, type BrowserContext, type Page } from '../support/test';
import { demo, signInThroughApi, signOutFromMenu, uniqueEmail } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { waitForMail } from '../support/mail-server';
import { horizontalOverflow, openApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { emulatePhoneTouchPoints } from '../support/touch';

/** Sends the support form as a visitor and answers the reference shown. */
async function sendRequest(page: Page, email: string, message: string): Promise<string> {
  await openApp(page, '/support');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Jana Köhler');
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('combobox', { name: 'Topic' }).click();
  await page.getByRole('option', { name: 'An order' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill(message);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByTestId('support-receipt')).toBeVisible();
  return (await page.getByTestId('support-reference').innerText()).trim();
}

/** The administrator takes over the visitor's browser, signed in through the api. */
async function openInboxAsAdministrator(context: BrowserContext, page: Page, url: string) {
  await signInThroughApi(context, demo('admin'));
  await openApp(page, url);
}

test('a visitor asks for help; an admin finds the request, replies by mail and closes it, with its history', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('inbox');
  const reference = await sendRequest(
    page,
    email,
    'My bicycle order from Alpenrad has not arrived after two weeks.',
  );
  expect(reference).toMatch(/^SR-[A-Z0-9]{8}$/);

  await openInboxAsAdministrator(context, page, '/support');
  await page.getByRole('tab', { name: 'Support requests' }).click();
  await page.waitForURL('/support?tab=requests');
  // The search goes into the address.
  const filters = page.getByRole('search', { name: 'Filter support requests' });
  await filters
    .getByRole('textbox', { name: 'Search reference, name, email, message' })
    .fill(reference);
  await filters.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(`/support?tab=requests&q=${reference}`);
  const grid = page.getByRole('grid', { name: 'Support requests' });
  const row = grid.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText('New');
  await expect(row).toContainText(email);
  await row.click();
  await page.waitForURL(/&request=[0-9a-f-]{36}$/);

  const panel = page.getByRole('dialog', { name: reference });
  await expect(panel.getByTestId('support-message')).toHaveText(
    'My bicycle order from Alpenrad has not arrived after two weeks.',
  );
  await panel
    .getByRole('textbox', { name: 'Your reply' })
    .fill('Alpenrad shipped your bicycle yesterday.\n\nIt should arrive by Friday.');
  await panel.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent by mail.')).toBeVisible();
  await expect(panel.getByTestId('support-reply')).toContainText('It should arrive by Friday.');
  await expect(panel.getByTestId('support-status')).toHaveText('Answered');

  // The sender gets the reply by mail, with their own message quoted.
  const message = await waitForMail(email, 30_000, (m) => m.text.includes('by Friday'));
  expect(message.raw).toContain(`Re: your support request ${reference}`);
  expect(message.text).toContain('Hello Jana Köhler,');
  expect(message.text).toContain('Alpenrad shipped your bicycle yesterday.');
  expect(message.text).toContain('> My bicycle order from Alpenrad has not arrived');

  // Closed with a note; the history tells who moved it, from what to what, and why.
  await panel.getByRole('combobox', { name: 'Move to' }).click();
  await page.getByRole('option', { name: 'Closed' }).click();
  await panel.getByRole('textbox', { name: 'Note (optional)' }).fill('Parcel arrived');
  await panel.getByRole('button', { name: 'Change status' }).click();
  await expect(panel.getByTestId('support-status')).toHaveText('Closed');
  const history = panel.getByTestId('support-history-entry');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('New → Answered');
  await expect(history.nth(1)).toContainText('Answered → Closed');
  await expect(history.nth(1)).toContainText('Parcel arrived');
  await lookAt(page, 'support-request-panel', { fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);

  // The status filter lives in the address too: a reload shows the same view.
  await panel.getByRole('button', { name: 'Close', exact: true }).click();
  await openApp(page, `/support?tab=requests&status=closed&q=${reference}`);
  await expect(grid.getByRole('row').filter({ hasText: reference })).toContainText('Closed');
  await openApp(page, `/support?tab=requests&status=new&q=${reference}`);
  await expect(grid.getByText('No support requests here.')).toBeVisible();
  await lookAt(page, 'support-inbox', { fullPage: true });
  await signOutFromMenu(page);
});

test('the support inbox and a request fit a phone @mobile', async ({ page, context }) => {
  await emulatePhoneTouchPoints(context);
  const email = uniqueEmail('inbox-phone');
  const reference = await sendRequest(
    page,
    email,
    'Please close my second account, I opened it by mistake last week.',
  );
  await openInboxAsAdministrator(context, page, `/support?tab=requests&q=${reference}`);
  const row = page.getByRole('row').filter({ hasText: reference });
  await expect(row).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, 'support-inbox-phone', { fullPage: true });
  await row.click();
  const panel = page.getByRole('dialog', { name: reference });
  await panel
    .getByRole('textbox', { name: 'Your reply' })
    .fill('Done: the second account is closed.');
  await panel.getByRole('button', { name: 'Send and close' }).click();
  await expect(panel.getByTestId('support-status')).toHaveText('Closed');
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, 'support-request-phone', { fullPage: true });
  const message = await waitForMail(email, 30_000);
  expect(message.text).toContain('We have closed this request.');
});
