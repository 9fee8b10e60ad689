import { expect, test, type APIRequestContext, type Page, type Request } from '../support/test';
import {
  CROSS_SEARCH_LISTINGS,
  divisionOf,
  layout,
  normalizeSearchText,
  SEARCH_TEXT_MAX_LENGTH,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { demoListings } from '../support/demo-listings';
import { waitForAddress } from '../support/navigation';
import { openApp } from '../support/pages';
import { lookAt } from '../support/screenshots';
import { emulatePhoneTouchPoints } from '../support/touch';

// The top bar's search and the search page; section pages and their filters: discovery.spec.ts.

/** The divisions `GET /api/search` was asked for, in order. */
function recordSearchCalls(page: Page): string[] {
  const divisions: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/search') divisions.push(url.searchParams.get('division') ?? '');
  });
  return divisions;
}

/** A word of a seeded catalog listing's title, and the same word with one letter dropped. */
async function misspelledTitleWord(request: APIRequestContext) {
  // An ordinary word (a brand or a noun), long enough that one missing letter is a typo.
  const word = (await demoListings(request, 'catalog'))
    .flatMap((listing) => listing.title.split(/\s+/))
    .find((candidate) => /^[A-Z]?[a-z]{6,11}$/.test(candidate));
  expect(word, 'a seeded catalog title has a long word').toBeTruthy();
  const middle = Math.floor(word!.length / 2);
  return { word: word!, misspelled: `${word!.slice(0, middle)}${word!.slice(middle + 1)}` };
}

/**
 * A demo listing of the division and the longest word of its title, found in as few other titles
 * as can be: the top bar suggests the few listings (one a title) a word finds best.
 */
async function listingWithItsOwnWord(request: APIRequestContext, section: MarketplaceSection) {
  const listings = await demoListings(request, section);
  const titles = new Set(listings.map((listing) => listing.title.toLowerCase()));
  const candidates = listings.map((listing) => {
    const word = listing.title.split(/[^\p{L}]+/u).sort((a, b) => b.length - a.length)[0]!;
    const sharing = [...titles].filter((title) => title.includes(word.toLowerCase())).length;
    return { listing, word, sharing };
  });
  const [best] = candidates.sort((a, b) => a.sharing - b.sharing);
  expect(best!.sharing, `a word of a ${section} title`).toBeLessThanOrEqual(CROSS_SEARCH_LISTINGS);
  return best!;
}

test('a misspelled word in the top bar suggests, Enter opens /search, and only the open tab searches', async ({
  page,
  request,
}) => {
  const { word, misspelled } = await misspelledTitleWord(request);
  const searchCalls = recordSearchCalls(page);

  await openApp(page, '/');
  const input = page.getByRole('combobox', { name: 'Search the marketplace' });
  await input.click();
  await input.pressSequentially(misspelled, { delay: 30 });

  const suggestions = page.getByTestId('search-suggestions');
  await expect(suggestions).toBeVisible();
  await expect(
    suggestions
      .getByTestId('search-suggestion')
      .filter({ hasText: new RegExp(word, 'i') })
      .first(),
  ).toBeVisible();
  // The arrow keys walk the suggestions; the input names the active one.
  await input.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', /option-0$/);
  await input.press('ArrowUp');
  await expect(input).not.toHaveAttribute('aria-activedescendant', /.+/);

  await input.press('Enter');
  await waitForAddress(page, `/search?search=${encodeURIComponent(misspelled)}`);
  const catalogPanel = page.getByTestId('search-panel-catalog');
  // Typos still find the listing (trigram matching).
  await expect(
    catalogPanel
      .getByTestId('search-result')
      .filter({ hasText: new RegExp(word, 'i') })
      .first(),
  ).toBeVisible();
  // The open tab's results come with the page (rendered on the server): no other tab searched.
  expect(searchCalls.filter((division) => division !== 'catalog')).toEqual([]);

  for (const division of ['flea-market', 'services'] as const) {
    searchCalls.length = 0;
    await page.getByTestId(`search-tab-${division}`).click();
    await waitForAddress(page, new RegExp(`section=${division}`));
    const panel = page.getByTestId(`search-panel-${division}`);
    await expect(panel.getByTestId(/^search-(result|empty)$/).first()).toBeVisible();
    expect(searchCalls).toEqual([division]);
  }

  // Back on a tab searched before: only that tab asks again, on demand.
  searchCalls.length = 0;
  await page.getByTestId('search-tab-catalog').click();
  await expect(catalogPanel.getByTestId('search-result').first()).toBeVisible();
  await page.getByTestId('search-refetch').click();
  await expect.poll(() => searchCalls.filter((division) => division === 'catalog').length).toBe(2);
  expect(new Set(searchCalls)).toEqual(new Set(['catalog']));
});

test('from Food, Automarket and Property, Enter opens /search on that tab with the suggested listing', async ({
  page,
  request,
}) => {
  for (const division of ['food', 'automarket', 'property'] as const) {
    const { listing, word } = await listingWithItsOwnWord(request, division);

    await openApp(page, `/${divisionOf(division).routeWord}`);
    const input = page.getByRole('combobox', { name: 'Search the marketplace' });
    await input.click();
    await input.pressSequentially(word, { delay: 30 });
    const suggested = page
      .getByTestId('search-suggestion')
      .and(page.locator('[data-kind="listing"]'))
      .filter({ hasText: listing.title });
    await expect(suggested.first()).toBeVisible();

    await input.press('Enter');
    await waitForAddress(
      page,
      `/search?${new URLSearchParams({ search: word, section: division })}`,
    );
    await expect(page.getByTestId(`search-tab-${division}`)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      page
        .getByTestId(`search-panel-${division}`)
        .getByTestId('search-result')
        .filter({ hasText: listing.title })
        .first(),
    ).toBeVisible();
  }
  // The spec's three tabs come first.
  const tabs = await page
    .getByRole('tab')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')));
  expect(tabs).toEqual(
    ['catalog', 'flea-market', 'services', 'food', 'automarket', 'property'].map(
      (division) => `search-tab-${division}`,
    ),
  );
});

test('a 300-character search is cut by the search-text rule end to end', async ({ page }) => {
  // Words of varied length, so character 250 falls inside a word.
  const words = ['market', 'bicycle', 'lamp', 'wardrobe', 'kettle', 'sofa', 'camera'];
  let text = '';
  for (let index = 0; text.length < 300; index += 1) text += `${words[index % words.length]} `;
  text = text.slice(0, 300);
  const expected = normalizeSearchText(text);
  expect(expected.length).toBeLessThanOrEqual(SEARCH_TEXT_MAX_LENGTH);
  expect(text.startsWith(expected)).toBe(true);

  const queries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/search' || url.pathname === '/api/showroom/cross-search') {
      queries.push(url.searchParams.get('q') ?? '');
    }
  });

  await openApp(page, '/');
  const input = page.getByRole('combobox', { name: 'Search the marketplace' });
  await input.fill(text);
  await input.press('Enter');
  await waitForAddress(page, /\/search\?search=/);
  expect(new URL(page.url()).searchParams.get('search')).toBe(expected);
  await expect(input).toHaveValue(expected);
  await expect(
    page
      .getByTestId('search-panel-catalog')
      .getByTestId(/^search-(result|empty)$/)
      .first(),
  ).toBeVisible();
  // The results came with the page (rendered on the server); asking again from the browser sends
  // the same cut text.
  await page.getByTestId('search-refetch').click();
  await expect.poll(() => queries.length).toBeGreaterThan(0);
  for (const q of queries) expect(q).toBe(expected);
});

test('the search popup on a phone is the window height minus 84 px @mobile', async ({
  page,
  request,
  context,
}) => {
  await emulatePhoneTouchPoints(context);
  const { misspelled } = await misspelledTitleWord(request);
  await openApp(page, '/');
  await page.getByTestId('bottom-bar-search').click();
  const input = page.getByRole('combobox', { name: 'Search the marketplace' });
  await expect(input).toBeFocused();
  await input.pressSequentially(misspelled, { delay: 30 });
  const popup = page.getByTestId('search-popup');
  await expect(popup.getByTestId('search-suggestion').first()).toBeVisible();
  const box = await popup.boundingBox();
  const viewport = page.viewportSize()!;
  expect(Math.round(box!.height)).toBe(viewport.height - layout.searchPopupWindowOffsetPx);
  await lookAt(page, 'discovery-search-popup-mobile');

  await input.press('Enter');
  await waitForAddress(page, /\/search\?search=/);
  // The results view takes its narrow layout below 550 px.
  const row = page.getByTestId('search-result').first();
  await expect(row).toBeVisible();
  expect(
    await row.evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ')[0]),
  ).toBe('88px');
  await lookAt(page, 'discovery-search-mobile');
});
