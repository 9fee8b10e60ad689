import {
  adminCatalogNode,
  type AdminCatalogNode,
  type CreateCatalogNodeBody,
} from '@bazaar/contracts';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { demo, demoAccount, newSeller, signInThroughApi } from '../support/accounts';
import { bearer } from '../support/api';
import { seriousViolations } from '../support/axe';
import { newPersonContext } from '../support/contexts';
import { pickUpWithKeyboard } from '../support/keyboard-drag';
import { publishListing } from '../support/listings';
import { openApp } from '../support/pages';
import { lookAt } from '../support/screenshots';

const ADMIN = demo('admin');

/** A word no other node or listing has, so this run's nodes and listing are its own. */
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function addNode(
  request: APIRequestContext,
  token: string,
  body: Omit<CreateCatalogNodeBody, 'section'>,
): Promise<AdminCatalogNode> {
  const response = await request.post('/api/admin/catalog/nodes', {
    headers: bearer(token),
    data: { section: 'catalog', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return adminCatalogNode.parse(await response.json());
}

/** A listing of a seller of the journey's own in the node. */
async function addProduct(request: APIRequestContext, nodeId: string, title: string) {
  const seller = await newSeller(request, 'catalog-structure', 'Lantern Works GmbH');
  await publishListing(request, seller, 'catalog', {
    title,
    description: 'A storm lantern for the catalogue structure journey.',
    catalog_node_id: nodeId,
    price: { amount_minor: 3_900, currency: 'EUR' },
    quantity: 2,
  });
}

/** Drags a tree row by its handle onto another row, as a pointer would, in small steps. */
async function dragOnto(page: Page, name: string, targetSlug: string) {
  const handle = page.getByRole('button', { name: `Move ${name}` });
  const target = page.getByTestId(`catalog-node-${targetSlug}`);
  await target.scrollIntoViewIfNeeded();
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 12, { steps: 4 });
  // Straight down, so the dragged row itself lies over the target as the pointer does.
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.move(from.x + from.width / 2 + 2, to.y + to.height / 2 + 2, { steps: 2 });
  await page.mouse.up();
}

test('an admin renames and moves a catalogue node; its old address leads visitors to the new one with its listings', async ({
  page,
  context,
  request,
  browser,
}) => {
  const word = stamp();
  const { token } = await demoAccount(request, ADMIN.email);
  const from = await addNode(request, token, {
    parent_id: null,
    name_en: `Harbour ${word}`,
    name_de: `Hafen ${word}`,
    slug: `harbour-${word}`,
  });
  const lanterns = await addNode(request, token, {
    parent_id: from.id,
    name_en: `Lanterns ${word}`,
    name_de: `Laternen ${word}`,
    slug: `lanterns-${word}`,
  });
  const to = await addNode(request, token, {
    parent_id: null,
    name_en: `Lighthouse ${word}`,
    name_de: `Leuchtturm ${word}`,
    slug: `lighthouse-${word}`,
  });
  const title = `Storm lantern ${word}`;
  await addProduct(request, lanterns.id, title);
  const oldAddress = `/shophub/${from.slug}?category=${lanterns.slug}`;

  await signInThroughApi(context, ADMIN);
  await openApp(page, '/profile/catalog-structure?section=catalog');
  await expect(page.getByRole('heading', { name: 'Catalogue structure' })).toBeVisible();

  // Rename in both languages, with a new slug.
  await page
    .getByTestId(`catalog-node-${lanterns.slug}`)
    .getByRole('button', { name: `Lanterns ${word} ·` })
    .click();
  const panel = page.getByRole('form', { name: 'Names and address' });
  await panel.getByLabel('Name (English)').fill(`Storm lanterns ${word}`);
  await panel.getByLabel('Name (German)').fill(`Sturmlaternen ${word}`);
  await panel.getByLabel('Address slug').fill(`storm-lanterns-${word}`);
  await panel.getByRole('button', { name: 'Save names' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page.getByTestId(`catalog-node-storm-lanterns-${word}`)).toBeVisible();

  // Move it below the other section by dragging its handle.
  await dragOnto(page, `Storm lanterns ${word}`, to.slug);
  const moved = page.getByTestId(`catalog-node-storm-lanterns-${word}`);
  await expect(
    page
      .locator('li', { has: page.getByTestId(`catalog-node-${to.slug}`) })
      .getByTestId(`catalog-node-storm-lanterns-${word}`),
  ).toBeVisible();
  await expect(moved).toBeVisible();
  // The side panel follows: the node's parent is the one it was dropped on.
  await expect(page.getByRole('combobox', { name: 'Parent' })).toHaveText(`Lighthouse ${word}`);
  expect(await seriousViolations(page)).toEqual([]);
  await lookAt(page, 'catalog-structure-desktop', { fullPage: true });

  // A visitor with the old address lands on the new one, with the listing.
  const visitor = await newPersonContext(browser);
  const visitorPage = await visitor.newPage();
  const answer = await visitorPage.request.get(oldAddress, { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  await openApp(visitorPage, oldAddress);
  await expect(visitorPage).toHaveURL(
    new RegExp(`/shophub/${to.slug}\\?category=storm-lanterns-${word}$`),
  );
  await expect(visitorPage.getByText(title)).toBeVisible();
  await visitor.close();
});

test('the catalogue structure page fits a phone @mobile', async ({ page, context }) => {
  await signInThroughApi(context, ADMIN);
  await openApp(page, '/profile/catalog-structure?section=flea-market');
  await expect(page.getByRole('heading', { name: 'Catalogue structure' })).toBeVisible();
  await page.getByRole('button', { name: 'Home & Living', exact: true }).click();
  await expect(page.getByRole('form', { name: 'Names and address' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await lookAt(page, 'catalog-structure-phone', { fullPage: true });
});

test('an admin reorders catalogue nodes from the keyboard', async ({ page, context, request }) => {
  const word = stamp();
  const { token } = await demoAccount(request, ADMIN.email);
  const section = await addNode(request, token, {
    parent_id: null,
    name_en: `Workshop ${word}`,
    name_de: `Werkstatt ${word}`,
    slug: `workshop-${word}`,
  });
  for (const name of ['Chisels', 'Planes']) {
    await addNode(request, token, {
      parent_id: section.id,
      name_en: `${name} ${word}`,
      name_de: `${name} DE ${word}`,
      slug: `${name.toLowerCase()}-${word}`,
    });
  }

  await signInThroughApi(context, ADMIN);
  await openApp(page, '/profile/catalog-structure?section=catalog');
  const handle = page.getByRole('button', { name: `Move Planes ${word}` });
  const rows = page
    .locator('li', { has: page.getByTestId(`catalog-node-${section.slug}`) })
    .locator('ul li');
  // dnd-kit's live region says where the row is; each key waits for the one before to land.
  // Picked up, and at once over its own place: the live region says the second.
  await pickUpWithKeyboard(page, handle, `Planes ${word} is over Planes ${word}.`);
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`Planes ${word} is over Chisels ${word}.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Planes ${word} was dropped on Chisels ${word}.`)).toBeAttached();
  await expect(rows.first()).toContainText(`Planes ${word}`);
  await expect(rows.nth(1)).toContainText(`Chisels ${word}`);
  const tree = await request.get('/api/admin/catalog/nodes?section=catalog', {
    headers: bearer(token),
  });
  const children = ((await tree.json()) as { nodes: AdminCatalogNode[] }).nodes
    .filter((node) => node.parent_id === section.id)
    .sort((a, b) => a.position - b.position)
    .map((node) => node.name_en);
  expect(children).toEqual([`Planes ${word}`, `Chisels ${word}`]);
});
