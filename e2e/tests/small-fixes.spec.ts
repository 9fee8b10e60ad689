import { expect, test } from '../support/test';
import { signInThroughApi } from '../support/accounts';
import { openApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { waitForAddress } from '../support/navigation';

test('the Follow button is drawn disabled, without a spinner, while its state loads, and keeps its size', async ({
  page,
  context,
  buyer,
  seller,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/users/me/followed-sellers/${seller.userId}`, async (route) => {
    if (route.request().method() === 'GET') await held;
    return route.continue();
  });
  await signInThroughApi(context, buyer);
  await openApp(page, `/seller/${seller.userId}`);
  const follow = page.getByTestId('follow-button');
  await expect(follow).toBeDisabled();
  await expect(follow).toHaveText('Follow');
  await expect(follow.getByRole('progressbar')).toHaveCount(0);
  const before = await follow.boundingBox();
  release();
  await expect(follow).toBeEnabled();
  await expect(follow).toHaveAttribute('aria-pressed', 'false');
  const after = await follow.boundingBox();
  expect(after?.width).toBe(before?.width);
  expect(after?.height).toBe(before?.height);
});

test('in a phone-wide desktop window the top bar search is a round button that opens the search', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await openApp(page, '/');
  const bar = page.getByTestId('top-bar');
  const search = bar.getByTestId('search-input');
  await expect(search).toBeVisible();
  const collapsed = await search.boundingBox();
  expect(collapsed!.width).toBeGreaterThanOrEqual(40);
  await lookAt(page, 'top-bar-search-390-closed');

  await search.click();
  const input = bar.getByRole('combobox', { name: 'Search the marketplace' });
  await expect(input).toBeFocused();
  await expect.poll(async () => (await search.boundingBox())?.width ?? 0).toBeGreaterThan(250);
  await lookAt(page, 'top-bar-search-390-open');
  await input.fill('bike');
  await input.press('Enter');
  await waitForAddress(page, '/search?search=bike');
});
