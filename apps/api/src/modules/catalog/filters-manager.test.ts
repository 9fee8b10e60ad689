import {
  auditEntryPage,
  catalogTree,
  filterMergeResult,
  filtersManagerParameters,
  managedParameter,
  searchFilters,
  type CatalogNode,
  type CreateFilterParameterBody,
  type ManagedParameter,
  type MarketplaceSection,
} from '@bazaar/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { listings } from '../../db/schema';
import {
  requestSender,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from '../../test/accounts';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertListing, updateListing } from '../../test/cart-fixtures';
import { installCatalogStructure } from './catalog-install';

let testApp: TestApp;
let app: App;
let admin: SignedIn;
let buyer: SignedIn;
let seller: SignedIn;
/** A Shop Hub category, one of its subcategories, and a node elsewhere in the tree. */
let category: CatalogNode;
let subcategory: CatalogNode;
let elsewhere: CatalogNode;
const send = requestSender(() => app);

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  [admin, buyer, seller] = await Promise.all([
    signUpAdmin(app),
    signUpBuyer(app),
    signUpSeller(app),
  ]);
  const tree = catalogTree.parse(
    (await send('GET', '/api/catalog/nodes?section=catalog')).json(),
  ).nodes;
  subcategory = tree.find((node) => node.level === 'subcategory')!;
  category = tree.find((node) => node.id === subcategory.parent_id)!;
  elsewhere = tree.find(
    (node) => node.level === 'category' && node.parent_id !== category.parent_id,
  )!;
});

afterAll(async () => {
  await testApp?.close();
});

async function parametersOf(section: MarketplaceSection, node?: CatalogNode) {
  const response = await send(
    'GET',
    `/api/admin/filters/parameters?section=${section}${node ? `&node=${node.id}` : ''}`,
    admin,
  );
  expect(response.statusCode, response.body).toBe(200);
  return filtersManagerParameters.parse(response.json()).parameters;
}

async function addParameter(body: Partial<CreateFilterParameterBody> & { key: string }) {
  const response = await send('POST', '/api/admin/filters/parameters', admin, {
    section: 'catalog',
    node_id: category.id,
    name: body.key,
    type: 'm',
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return managedParameter.parse(response.json());
}

const options = (...values: string[]) => values.map((value) => ({ value, label: value }));

/** The filters a visitor's filter panel of `node` offers, by key, in order. */
async function panelOf(node: CatalogNode): Promise<string[]> {
  const response = await send('GET', `/api/showroom/filters?section=catalog&node=${node.id}`);
  expect(response.statusCode, response.body).toBe(200);
  return searchFilters.parse(response.json()).filters.map((filter) => filter.key);
}

async function listingParameters(id: string) {
  const [row] = await app.db
    .select({ parameters: listings.parameters })
    .from(listings)
    .where(eq(listings.id, id));
  return row!.parameters;
}

async function listingWith(node: CatalogNode, parameters: Record<string, unknown>) {
  const listing = await insertListing(app, seller.userId);
  await updateListing(app, listing.id, { catalogNodeId: node.id, parameters });
  return listing.id;
}

async function auditOf(subject: string) {
  const response = await send('GET', `/api/admin/audit-entries?subject=${subject}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return auditEntryPage.parse(response.json()).items;
}

const byKey = (parameters: readonly ManagedParameter[], key: string) =>
  parameters.find((parameter) => parameter.key === key);

describe('who may manage filters', () => {
  it('refuses visitors, buyers and sellers on every route', async () => {
    const calls = [
      ['GET', '/api/admin/filters/parameters?section=catalog'],
      ['POST', '/api/admin/filters/parameters'],
      ['PUT', '/api/admin/filters/parameters/order'],
      ['POST', '/api/admin/filters/parameters/merge'],
      ['PATCH', `/api/admin/filters/parameters/${category.id}`],
      ['POST', `/api/admin/filters/parameters/${category.id}/override`],
      ['POST', `/api/admin/filters/parameters/${category.id}/options/merge`],
    ] as const;
    for (const [method, url] of calls) {
      expect((await send(method, url, undefined, {})).statusCode, url).toBe(401);
      for (const who of [buyer, seller]) {
        const response = await send(method, url, who, {});
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ status: 403, error_code: 'FORBIDDEN' });
      }
    }
  });
});

describe('parameters down the tree', () => {
  it("shows a node its division's and ancestors' parameters, marked inherited", async () => {
    const finish = await addParameter({
      key: 'finish',
      name: 'Finish',
      name_de: 'Oberfläche',
      type: 's',
      options: [
        { value: 'matte', label: 'Matte', label_de: 'Matt' },
        { value: 'gloss', label: 'Gloss' },
      ],
    });
    expect(finish).toMatchObject({
      node_id: category.id,
      value_kind: 'text',
      inherited: false,
      shown_as_filter: true,
    });

    const onSubcategory = await parametersOf('catalog', subcategory);
    expect(byKey(onSubcategory, 'colour')).toMatchObject({
      node_id: null,
      inherited: true,
      defines_sku: true,
    });
    expect(byKey(onSubcategory, 'finish')).toMatchObject({
      id: finish.id,
      inherited: true,
      name_de: 'Oberfläche',
      options: [
        { value: 'matte', label: 'Matte', label_de: 'Matt' },
        { value: 'gloss', label: 'Gloss', label_de: null },
      ],
    });
    expect(byKey(await parametersOf('catalog', elsewhere), 'finish')).toBeUndefined();
    expect(await panelOf(subcategory)).toContain('finish');

    const entries = await auditOf(finish.id);
    expect(entries[0]).toMatchObject({
      action: 'catalog_parameter.create',
      actor: { id: admin.userId },
      after: { key: 'finish', node_id: category.id },
    });
  });

  it('lets a child override an inherited filter in its place, and hide it for its subtree only', async () => {
    const inherited = byKey(await parametersOf('catalog', subcategory), 'finish')!;
    const before = await panelOf(subcategory);

    const response = await send(
      'POST',
      `/api/admin/filters/parameters/${inherited.id}/override`,
      admin,
      { node_id: subcategory.id },
    );
    expect(response.statusCode, response.body).toBe(201);
    const override = managedParameter.parse(response.json());
    expect(override).toMatchObject({ node_id: subcategory.id, inherited: false, overrides: true });
    expect(await panelOf(subcategory)).toEqual(before);

    const hidden = await send('PATCH', `/api/admin/filters/parameters/${override.id}`, admin, {
      shown_as_filter: false,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await panelOf(subcategory)).not.toContain('finish');
    expect(await panelOf(category)).toContain('finish');

    expect((await auditOf(override.id)).map((entry) => entry.action)).toEqual([
      'catalog_parameter.update',
      'catalog_parameter.override',
    ]);
    expect((await auditOf(override.id))[0]).toMatchObject({
      before: { shown_as_filter: true },
      after: { shown_as_filter: false },
    });
  });

  it("reorders a node's own parameters, and the filter panel follows", async () => {
    const grain = await addParameter({ key: 'grain', options: options('fine', 'coarse') });
    const edge = await addParameter({ key: 'edge', options: options('round', 'square') });
    const own = (await parametersOf('catalog', category)).filter((p) => !p.inherited);
    const order = [edge.id, ...own.map((p) => p.id).filter((id) => id !== edge.id)];

    const response = await send('PUT', '/api/admin/filters/parameters/order', admin, {
      section: 'catalog',
      node_id: category.id,
      ids: order,
    });
    expect(response.statusCode, response.body).toBe(200);
    const panel = await panelOf(category);
    expect(panel.indexOf('edge')).toBeLessThan(panel.indexOf('grain'));
    expect(panel.indexOf('edge')).toBeLessThan(panel.indexOf('finish'));

    const partial = await send('PUT', '/api/admin/filters/parameters/order', admin, {
      section: 'catalog',
      node_id: category.id,
      ids: [grain.id],
    });
    expect(partial.statusCode).toBe(400);
    expect((await auditOf(category.id))[0]).toMatchObject({
      action: 'catalog_parameter.reorder',
      after: { order: expect.arrayContaining(['edge', 'grain']) },
    });
  });

  it('edits names and options in both locales, but never drops an option listings may hold', async () => {
    const grain = byKey(await parametersOf('catalog', category), 'grain')!;
    const renamed = await send('PATCH', `/api/admin/filters/parameters/${grain.id}`, admin, {
      name: 'Grain',
      name_de: 'Körnung',
      options: [
        { value: 'coarse', label: 'Coarse', label_de: 'Grob' },
        { value: 'fine', label: 'Fine', label_de: 'Fein' },
        { value: 'extra_fine', label: 'Extra fine' },
      ],
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(managedParameter.parse(renamed.json())).toMatchObject({
      name: 'Grain',
      name_de: 'Körnung',
      options: [{ value: 'coarse' }, { value: 'fine' }, { value: 'extra_fine' }],
    });

    const dropped = await send('PATCH', `/api/admin/filters/parameters/${grain.id}`, admin, {
      options: [{ value: 'fine', label: 'Fine' }],
    });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json()).toMatchObject({ error_code: 'VALIDATION' });
  });
});

describe('merging options', () => {
  it("moves every listing's value and is refused where a product would hold one SKU value twice", async () => {
    const material = await addParameter({
      key: 'material',
      options: options('oak', 'beech', 'pine'),
    });
    const inSubcategory = await listingWith(subcategory, { material: ['oak'] });
    const inCategory = await listingWith(category, { material: ['oak', 'beech', 'pine'] });
    const untouched = await listingWith(category, { material: ['pine'] });
    const elsewhereListing = await listingWith(elsewhere, { material: ['oak'] });

    const response = await send(
      'POST',
      `/api/admin/filters/parameters/${material.id}/options/merge`,
      admin,
      { source_value: 'oak', target_value: 'beech' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const merged = filterMergeResult.parse(response.json());
    expect(merged.listings_changed).toBe(2);
    expect(merged.parameter.options.map((option) => option.value)).toEqual(['beech', 'pine']);
    expect(await listingParameters(inSubcategory)).toEqual({ material: ['beech'] });
    expect(await listingParameters(inCategory)).toEqual({ material: ['beech', 'pine'] });
    expect(await listingParameters(untouched)).toEqual({ material: ['pine'] });
    // Another node does not have this parameter: its listings are not its to change.
    expect(await listingParameters(elsewhereListing)).toEqual({ material: ['oak'] });
    expect((await auditOf(material.id))[0]).toMatchObject({
      action: 'catalog_parameter.merge_options',
      before: { merged: 'oak' },
      after: { into: 'beech', listings_changed: 2 },
    });

    const size = await addParameter({
      key: 'size',
      defines_sku: true,
      options: options('s', 'm', 'l'),
    });
    const both = await listingWith(subcategory, { size: ['s', 'm'] });
    const refused = await send(
      'POST',
      `/api/admin/filters/parameters/${size.id}/options/merge`,
      admin,
      { source_value: 's', target_value: 'm' },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      status: 403,
      error_code: 'FILTERS_MANAGER_MERGE_SAME_SKU',
    });
    expect(await listingParameters(both)).toEqual({ size: ['s', 'm'] });
    expect(byKey(await parametersOf('catalog', category), 'size')!.options).toHaveLength(3);
    expect((await auditOf(size.id)).map((entry) => entry.action)).toEqual([
      'catalog_parameter.create',
    ]);

    // Where no product holds both, the same merge goes through.
    const allowed = await send(
      'POST',
      `/api/admin/filters/parameters/${size.id}/options/merge`,
      admin,
      { source_value: 'l', target_value: 'm' },
    );
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('moves single and numeric values, and a filter by the old option finds them under the new', async () => {
    const finish = byKey(await parametersOf('catalog', category), 'finish')!;
    const matte = await listingWith(category, { finish: 'matte' });
    const response = await send(
      'POST',
      `/api/admin/filters/parameters/${finish.id}/options/merge`,
      admin,
      { source_value: 'matte', target_value: 'gloss' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await listingParameters(matte)).toEqual({ finish: 'gloss' });

    const warranty = byKey(await parametersOf('catalog'), 'warranty_months')!;
    const twelve = await listingWith(category, { warranty_months: 12 });
    const numeric = await send(
      'POST',
      `/api/admin/filters/parameters/${warranty.id}/options/merge`,
      admin,
      { source_value: '12', target_value: '24' },
    );
    expect(numeric.statusCode, numeric.body).toBe(200);
    expect(await listingParameters(twelve)).toEqual({ warranty_months: 24 });
  });
});

describe('merging parameters', () => {
  it("moves listings' values into the target and retires the source", async () => {
    const wood = await addParameter({ key: 'wood', options: options('ash', 'elm') });
    const timber = await addParameter({ key: 'timber', options: options('elm', 'teak') });
    const onlyWood = await listingWith(subcategory, { wood: ['ash'] });
    const bothParameters = await listingWith(category, { wood: ['elm', 'ash'], timber: ['teak'] });

    const response = await send('POST', '/api/admin/filters/parameters/merge', admin, {
      source_id: wood.id,
      target_id: timber.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const merged = filterMergeResult.parse(response.json());
    expect(merged.listings_changed).toBe(2);
    expect(merged.parameter.options.map((option) => option.value)).toEqual(['elm', 'teak', 'ash']);
    expect(await listingParameters(onlyWood)).toEqual({ timber: ['ash'] });
    expect(await listingParameters(bothParameters)).toEqual({ timber: ['teak', 'elm', 'ash'] });
    expect(byKey(await parametersOf('catalog', category), 'wood')).toBeUndefined();
    expect(await panelOf(subcategory)).not.toContain('wood');
    expect((await auditOf(timber.id))[0]).toMatchObject({
      action: 'catalog_parameter.merge',
      before: { source: { key: 'wood' }, target: { key: 'timber' } },
      after: { listings_changed: 2 },
    });
  });

  it('refuses parameters of different nodes with FILTERS_MANAGER_MERGE_DIFFERENT_NODES', async () => {
    const onCategory = await addParameter({ key: 'pattern', options: options('plain') });
    const onSubcategory = await addParameter({
      key: 'motif',
      node_id: subcategory.id,
      options: options('plain'),
    });
    const listing = await listingWith(subcategory, { motif: ['plain'] });
    const response = await send('POST', '/api/admin/filters/parameters/merge', admin, {
      source_id: onSubcategory.id,
      target_id: onCategory.id,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      status: 403,
      error_code: 'FILTERS_MANAGER_MERGE_DIFFERENT_NODES',
    });
    expect(await listingParameters(listing)).toEqual({ motif: ['plain'] });
    expect(byKey(await parametersOf('catalog', subcategory), 'motif')).toBeDefined();
  });
});

describe('the install from code', () => {
  it("never brings back a merged parameter nor overwrites an administrator's edits", async () => {
    const installed = await parametersOf('flea-market');
    const [edited, retired] = installed;
    expect(retired, 'the flea market has two division parameters').toBeDefined();
    const rename = await send('PATCH', `/api/admin/filters/parameters/${edited!.id}`, admin, {
      name: 'Renamed by an administrator',
      shown_as_filter: false,
    });
    expect(rename.statusCode, rename.body).toBe(200);
    const target = await send('POST', '/api/admin/filters/parameters', admin, {
      section: 'flea-market',
      node_id: null,
      key: `${retired!.key}_merged`,
      name: 'Merged',
      type: retired!.type,
      value_kind: retired!.value_kind,
      options: retired!.options.map(({ value, label }) => ({ value, label })),
    });
    expect(target.statusCode, target.body).toBe(201);
    const merge = await send('POST', '/api/admin/filters/parameters/merge', admin, {
      source_id: retired!.id,
      target_id: managedParameter.parse(target.json()).id,
    });
    expect(merge.statusCode, merge.body).toBe(200);

    // A new version of the structure installs again what is missing.
    await app.db.execute(sql`update installed_data set version = 0`);
    expect(await installCatalogStructure(app.db, { storage: app.mediaStorage })).toBe(true);
    app.catalog.invalidateCache();

    const after = await parametersOf('flea-market');
    expect(byKey(after, edited!.key)).toMatchObject({
      name: 'Renamed by an administrator',
      shown_as_filter: false,
    });
    expect(byKey(after, retired!.key)).toBeUndefined();
  });
});
