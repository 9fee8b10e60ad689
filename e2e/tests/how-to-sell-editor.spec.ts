import {
  howToSellEditorGuides,
  type HowToSellEditorGuides,
  type HowToSellParagraph,
} from '@bazaar/contracts';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { demo, demoAccount, signInThroughApi } from '../support/accounts';
import { bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { newPersonContext } from '../support/contexts';
import { pickUpWithKeyboard } from '../support/keyboard-drag';
import { waitForAddress } from '../support/navigation';
import { horizontalOverflow, openApp, reloadApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { emulatePhoneTouchPoints } from '../support/touch';

const ADMIN = demo('admin');
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function savedGuides(request: APIRequestContext, token: string) {
  const response = await request.get('/api/admin/how-to-sell', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return howToSellEditorGuides.parse(await response.json());
}

/**
 * Puts the guide back as it was, so other journeys find the shipped steps. Answers the status
 * (a kept-alive connection of the request fixture, idle through the browser steps, may be reset
 * by the server: then null, and the caller asks again).
 */
async function restore(
  request: APIRequestContext,
  token: string,
  guides: HowToSellEditorGuides,
): Promise<number | null> {
  const kept = (list: HowToSellParagraph[]) =>
    list.map(({ id, title, body }) => ({ id, title, body }));
  return request
    .put('/api/admin/how-to-sell', {
      headers: bearer(token),
      data: { en: kept(guides.en), de: kept(guides.de) },
    })
    .then((response) => response.status())
    .catch(() => null);
}

/** The actions of the guide's audit trail, or null when the connection was reset (see restore). */
async function auditedActions(request: APIRequestContext, token: string) {
  try {
    const audit = await request.get('/api/admin/audit-entries?subject_type=how_to_sell&limit=20', {
      headers: bearer(token),
    });
    return ((await audit.json()) as { items: { action: string }[] }).items.map(
      (entry) => entry.action,
    );
  } catch {
    return null;
  }
}

/**
 * Drags a step by its handle onto another step's card, as a pointer would, in small steps. The
 * window is made tall enough for both cards, so the drag does not scroll it as it goes.
 */
async function dragOnto(page: Page, handleName: string, targetIndex: number) {
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: viewport.width, height: 1600 });
  const handle = page.getByRole('button', { name: handleName });
  const target = page.getByTestId('how-to-sell-step-editor').nth(targetIndex);
  await target.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, from.y + from.height / 2 - 12, { steps: 4 });
  await page.mouse.move(x, to.y + to.height / 3, { steps: 20 });
  await page.mouse.move(x + 2, to.y + to.height / 3 + 2, { steps: 2 });
  await page.mouse.up();
  await page.setViewportSize(viewport);
}

const stepTitles = (page: Page) =>
  page.getByTestId('how-to-sell-step-editor').getByRole('textbox', { name: 'Title' });

test('an admin edits, adds and reorders the guide in both languages, previews it in German and publishes it; visitors see the new order', async ({
  page,
  context,
  request,
  browser,
  baseURL,
}) => {
  const word = stamp();
  const { token } = await demoAccount(request, ADMIN.email);
  const before = await savedGuides(request, token);
  const [firstEn, secondEn] = before.en;
  const [firstDe, secondDe] = before.de;
  try {
    await signInThroughApi(context, ADMIN);
    await openApp(page, '/how-to-sell');
    await page.getByRole('link', { name: 'Edit guide' }).click();
    await waitForAddress(page, '/how-to-sell?edit=1');
    await expect(page.getByRole('heading', { name: 'Edit the how-to-sell guide' })).toBeVisible();
    await expect(stepTitles(page).first()).toHaveValue(firstEn!.title);

    // English: the second step dragged to the top, its title edited, a new step at the end.
    await dragOnto(page, `Drag ${secondEn!.title}`, 0);
    await expect(stepTitles(page).first()).toHaveValue(secondEn!.title);
    await expect(stepTitles(page).nth(1)).toHaveValue(firstEn!.title);
    await stepTitles(page).first().fill(`Pick your division ${word}`);
    await page.getByRole('button', { name: 'Add a step' }).click();
    const added = page.getByTestId('how-to-sell-step-editor').last();
    await added.getByRole('textbox', { name: 'Title' }).fill(`Answer quickly ${word}`);
    await added
      .getByRole('textbox', { name: 'Text' })
      .fill('Buyers who hear back soon <b>buy</b> more.\n\n- Chat\n- Mail');

    // German: the second step moved up from the keyboard.
    await page.getByRole('tab', { name: /^Deutsch/ }).click();
    await expect(stepTitles(page).first()).toHaveValue(firstDe!.title);
    const germanHandle = page.getByRole('button', { name: `Drag ${secondDe!.title}` });
    // dnd-kit's live region says where the step is; the arrow waits until it is picked up.
    await pickUpWithKeyboard(page, germanHandle, `${secondDe!.title} is over position 2.`);
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(`${secondDe!.title} is over position 1.`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect(stepTitles(page).first()).toHaveValue(secondDe!.title);

    // The preview in German shows the page as it will be, before anything is saved.
    await page.getByRole('button', { name: 'Preview' }).click();
    await page
      .getByRole('group', { name: 'Language of the preview' })
      .getByRole('button', { name: 'Deutsch' })
      .click();
    const preview = page.getByTestId('how-to-sell-preview');
    const previewSteps = preview.locator('section[id^="step-"] h2');
    await expect(previewSteps.first()).toHaveText(secondDe!.title);
    await expect(previewSteps.nth(1)).toHaveText(firstDe!.title);
    await page
      .getByRole('group', { name: 'Language of the preview' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(
      preview.getByRole('heading', { name: `Pick your division ${word}` }),
    ).toBeVisible();
    await lookAt(page, 'how-to-sell-preview', { fullPage: true });
    // Not yet published.
    const visitorBefore = await request.get('/api/how-to-sell?locale=en');
    expect(JSON.stringify(await visitorBefore.json())).not.toContain(word);

    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await lookAt(page, 'how-to-sell-editor');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page.getByText('The guide is saved and published.')).toBeVisible();
    await waitForAddress(page, '/how-to-sell');

    // A visitor sees the new order, in English and in German; markup typed in is gone.
    const visitor = await newPersonContext(browser);
    const visitorPage = await visitor.newPage();
    await openApp(visitorPage, '/how-to-sell');
    const steps = visitorPage.locator('section[id^="step-"] h2');
    await expect(steps.first()).toHaveText(`Pick your division ${word}`);
    await expect(steps.nth(1)).toHaveText(firstEn!.title);
    await expect(steps.last()).toHaveText(`Answer quickly ${word}`);
    await expect(visitorPage.getByText('Buyers who hear back soon buy more.')).toBeVisible();
    await expect(visitorPage.getByRole('link', { name: 'Edit guide' })).toHaveCount(0);
    await visitor.addCookies([{ name: 'locale', value: 'de', url: baseURL! }]);
    await reloadApp(visitorPage);
    await expect(steps.first()).toHaveText(secondDe!.title);
    await expect(steps.nth(1)).toHaveText(firstDe!.title);
    await visitor.close();

    // Every change is in the audit trail.
    await expect
      .poll(() => auditedActions(request, token), { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining(['how_to_sell.create', 'how_to_sell.update', 'how_to_sell.reorder']),
      );
  } finally {
    await expect.poll(() => restore(request, token, before), { timeout: 15_000 }).toBe(200);
  }
});

test('the guide editor fits a phone and its steps move with the arrow buttons @mobile', async ({
  page,
  context,
}) => {
  await emulatePhoneTouchPoints(context);
  await signInThroughApi(context, ADMIN);
  await openApp(page, '/how-to-sell?edit=1');
  const titles = stepTitles(page);
  await expect(titles.first()).toBeVisible();
  const first = await titles.first().inputValue();
  await page.getByRole('button', { name: `Move ${first} down` }).click();
  await expect(titles.nth(1)).toHaveValue(first);
  expect(await horizontalOverflow(page)).toBe(0);
  // The steps are long: the window shows the tools and the first step.
  await lookAt(page, 'how-to-sell-editor-phone');
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('how-to-sell-preview')).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, 'how-to-sell-preview-phone');
  // Cancel leaves the guide as it was.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await waitForAddress(page, '/how-to-sell');
  await expect(page.locator('section[id^="step-"] h2').first()).toHaveText(first);
});
