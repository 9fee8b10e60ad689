import { expect, test, type Page } from '../support/test';
import { demo, signInThroughApi } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { newPersonContext } from '../support/contexts';
import { waitForAddress } from '../support/navigation';
import { horizontalOverflow, openApp } from '../support/pages';
import { lookAt } from '../support/screenshots';

const ADMIN = demo('admin');

/** Chooses `name` in the page's select labelled `label` (an MUI select). */
async function choose(page: Page, label: string, name: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

const parameterRow = (page: Page, key: string) =>
  page.locator(`[data-testid="filter-parameter"][data-key="${key}"]`);

test("an administrator merges two brands and hides a filter on Phones; a visitor's filter panel follows", async ({
  page,
  context,
  browser,
}) => {
  await signInThroughApi(context, ADMIN);
  await openApp(page, '/profile/filters-manager');
  await expect(page.getByRole('heading', { name: 'Manage Filters', level: 1 })).toBeVisible();
  await choose(page, 'Section', 'Electronics');
  await choose(page, 'Category', 'Phones');
  await waitForAddress(page, /section=catalog&node=/);
  const phonesId = new URL(page.url()).searchParams.get('node')!;

  // Phones inherit the division's colour and warranty, and have their own brand.
  const brand = parameterRow(page, 'brand');
  const warranty = parameterRow(page, 'warranty_months');
  await expect(parameterRow(page, 'colour')).toContainText('Inherited from the division');
  await expect(brand).not.toContainText('Inherited');
  await expect(brand).toContainText('Google');

  // Two parameters of different nodes cannot be merged: the dialog says why (spec §8).
  await page.getByRole('button', { name: 'Merge parameters' }).click();
  await choose(page, 'Merge this parameter', 'Colour (inherited)');
  await choose(page, 'into this parameter', 'Brand');
  await page.getByRole('dialog').getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByTestId('filters-manager-error')).toHaveText(
    'Only parameters of the same category can be merged.',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Google merges into Fairphone: the option disappears, listings holding it follow.
  await brand.getByRole('button', { name: 'Merge options' }).click();
  await choose(page, 'Merge this option', 'Google');
  await choose(page, 'into this option', 'Fairphone');
  await page.getByRole('dialog').getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(page.getByText(/^Merged\./)).toBeVisible();
  await expect(brand).not.toContainText('Google');

  // The warranty filter is hidden on Phones only: overridden here, then switched off.
  await warranty.getByRole('button', { name: 'Override here' }).click();
  await expect(warranty).toContainText('Overrides the inherited one');
  const shown = page.getByLabel('Show Warranty (months) as a filter');
  await expect(shown).toBeEnabled();
  // The switch follows the saved state (it turns once the api has it).
  await shown.click();
  await expect(shown).not.toBeChecked();

  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'filters-manager', { fullPage: true });

  const visitorContext = await newPersonContext(browser);
  const visitor = await visitorContext.newPage();
  await openApp(visitor, `/shophub/showroom/${phonesId}`);
  const brandFilter = visitor.getByRole('group', { name: 'Brand' });
  await expect(brandFilter.getByLabel('Fairphone')).toBeVisible();
  await expect(brandFilter.getByLabel('Google')).toHaveCount(0);
  await expect(visitor.getByRole('group', { name: 'Colour' })).toBeVisible();
  await expect(visitor.getByRole('group', { name: 'Warranty (months)' })).toHaveCount(0);

  // A sibling category still inherits the division's warranty filter.
  const computers = await (await visitor.request.get('/api/catalog/nodes?section=catalog')).json();
  const computersNode = (computers.nodes as { id: string; name: string }[]).find(
    (node) => node.name === 'Computers',
  )!;
  await openApp(visitor, `/shophub/showroom/${computersNode.id}`);
  await expect(visitor.getByRole('group', { name: 'Warranty (months)' })).toBeVisible();
  await visitorContext.close();
});

test('the filters manager fits a phone screen @mobile', async ({ page, context }) => {
  await signInThroughApi(context, ADMIN);
  await openApp(page, '/profile/filters-manager?section=flea-market');
  await expect(parameterRow(page, 'condition')).toBeVisible();
  expect(await horizontalOverflow(page)).toBe(0);
  await lookAt(page, 'filters-manager-phone', { fullPage: true });
});
