import { randomUUID } from 'node:crypto';
import {
  adminCatalogNode,
  adminCatalogTree,
  auditEntryPage,
  catalogNodeDetail,
  catalogTree,
  listingDetail,
  movedCatalogNode,
  showroomListingPage,
  type AdminCatalogNode,
  type MarketplaceSection,
} from '@bazaar/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import {
  bearer,
  eventually,
  requestSender,
  signUpAdmin,
  signUpBuyer,
  signUpSeller,
  type SignedIn,
} from '../../test/accounts';
import { twoApiInstances } from '../../test/api-instances';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { addProduct } from '../../test/saved-listings';

let testApp: TestApp;
let app: App;
let admin: SignedIn;
let seller: SignedIn;
let buyer: SignedIn;
const send = requestSender(() => app);

beforeAll(async () => {
  testApp = await buildTestApp();
  app = testApp.app;
  [admin, seller, buyer] = await Promise.all([
    signUpAdmin(app),
    signUpSeller(app),
    signUpBuyer(app),
  ]);
});

afterAll(async () => {
  await testApp?.close();
});

/** A slug no other test uses. */
const uniqueSlug = (word: string) => `${word}-${randomUUID().slice(0, 8)}`;

async function addNode(
  parentId: string | null,
  word: string,
  section: MarketplaceSection = 'catalog',
): Promise<AdminCatalogNode> {
  const slug = uniqueSlug(word);
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/catalog/nodes',
    headers: bearer(admin.token),
    payload: {
      section,
      parent_id: parentId,
      name_en: `${word} ${slug}`,
      name_de: `${word} DE`,
      slug,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return adminCatalogNode.parse(response.json());
}

const place = (id: string, parentId: string | null, index = 0, who: SignedIn = admin) =>
  send('PUT', `/api/admin/catalog/nodes/${id}/place`, who, { parent_id: parentId, index });

async function adminTree(section: MarketplaceSection = 'catalog') {
  const response = await send('GET', `/api/admin/catalog/nodes?section=${section}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return adminCatalogTree.parse(response.json());
}

async function publicTree(section: MarketplaceSection = 'catalog', language = 'en', on = app) {
  const response = await on.inject({
    url: `/api/catalog/nodes?section=${section}`,
    headers: { 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return catalogTree.parse(response.json());
}

/** The ids of the public listings a division's result page of `node` shows. */
async function listingIdsUnder(node: string) {
  const response = await send('GET', `/api/showroom/listings?section=catalog&node=${node}`);
  expect(response.statusCode, response.body).toBe(200);
  return showroomListingPage.parse(response.json()).items.map((item) => item.id);
}

async function movedTo(path: string, section: MarketplaceSection = 'catalog') {
  return send('GET', `/api/catalog/moved-nodes?section=${section}&path=${path}`);
}

async function auditOf(nodeId: string) {
  const response = await send('GET', `/api/admin/audit-entries?subject=${nodeId}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return auditEntryPage.parse(response.json()).items;
}

describe('the catalogue structure', () => {
  it('moving a node keeps all its listings reachable under the new path, and the old address redirects', async () => {
    const from = await addNode(null, 'gadgets');
    const category = await addNode(from.id, 'phones');
    const subcategory = await addNode(category.id, 'cases');
    const to = await addNode(null, 'devices');
    const inCategory = await addProduct(app, seller, { catalog_node_id: category.id });
    const inSubcategory = await addProduct(app, seller, { catalog_node_id: subcategory.id });
    expect(await listingIdsUnder(from.id)).toEqual(
      expect.arrayContaining([inCategory.id, inSubcategory.id]),
    );

    const moved = await place(category.id, to.id);
    expect(moved.statusCode, moved.body).toBe(200);

    // The listings follow: under the new parent, not under the old one.
    expect(await listingIdsUnder(to.id)).toEqual(
      expect.arrayContaining([inCategory.id, inSubcategory.id]),
    );
    expect(await listingIdsUnder(category.id)).toEqual(
      expect.arrayContaining([inCategory.id, inSubcategory.id]),
    );
    expect(await listingIdsUnder(from.id)).toEqual([]);
    const item = await send('GET', `/api/products/${inSubcategory.id}`);
    expect(item.statusCode, item.body).toBe(200);
    expect(listingDetail.parse(item.json()).catalog_path.map((node) => node.slug)).toEqual([
      to.slug,
      category.slug,
      subcategory.slug,
    ]);

    // The old addresses of the node and of what lies below it lead to where they are now.
    const oldCategory = await movedTo(`${from.slug}/${category.slug}`);
    expect(oldCategory.statusCode, oldCategory.body).toBe(200);
    expect(movedCatalogNode.parse(oldCategory.json()).path.map((node) => node.slug)).toEqual([
      to.slug,
      category.slug,
    ]);
    const oldSubcategory = movedCatalogNode.parse(
      (await movedTo(`${from.slug}/${category.slug}/${subcategory.slug}`)).json(),
    );
    expect(oldSubcategory.node.id).toBe(subcategory.id);
    expect(oldSubcategory.path.map((node) => node.slug)).toEqual([
      to.slug,
      category.slug,
      subcategory.slug,
    ]);
    expect((await movedTo(`${from.slug}/never-here`)).statusCode).toBe(404);

    // The public tree shows the new place at once (this instance dropped what it kept).
    const tree = await publicTree();
    expect(tree.nodes.find((node) => node.id === category.id)?.parent_id).toBe(to.id);

    const [entry] = await auditOf(category.id);
    expect(entry).toMatchObject({
      action: 'catalog_node.move',
      actor: { id: admin.userId },
      before: { parent_id: from.id, path: `${from.slug}/${category.slug}` },
      after: { parent_id: to.id, path: `${to.slug}/${category.slug}` },
    });
  });

  it('refuses a move below the node itself, into another division, or deeper than three levels', async () => {
    const section = await addNode(null, 'garden');
    const category = await addNode(section.id, 'tools');
    const subcategory = await addNode(category.id, 'spades');
    const otherDivision = await addNode(null, 'cars', 'automarket');

    const belowItself = await place(section.id, subcategory.id);
    expect(belowItself.statusCode).toBe(400);
    expect(belowItself.json()).toMatchObject({
      error_code: 'VALIDATION',
      user_message: expect.stringContaining('below itself'),
    });
    expect((await place(section.id, section.id)).statusCode).toBe(400);

    const elsewhere = await place(category.id, otherDivision.id);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      user_message: expect.stringContaining('within its own division'),
    });

    // A category with subcategories under a category would make four levels.
    const sibling = await addNode(section.id, 'pots');
    const tooDeep = await place(category.id, sibling.id);
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json()).toMatchObject({ user_message: expect.stringContaining('three levels') });

    const unchanged = (await adminTree()).nodes.find((node) => node.id === category.id);
    expect(unchanged?.parent_id).toBe(section.id);
    expect(await auditOf(category.id)).toEqual([
      expect.objectContaining({ action: 'catalog_node.create' }),
    ]);
  });

  it('refuses a place whose siblings already have the slug', async () => {
    const first = await addNode(null, 'kitchen');
    const second = await addNode(null, 'dining');
    const a = await addNode(first.id, 'knives');
    const b = await send('POST', '/api/admin/catalog/nodes', admin, {
      section: 'catalog',
      parent_id: second.id,
      name_en: 'Knives',
      name_de: 'Messer',
      slug: a.slug,
    });
    expect(b.statusCode, b.body).toBe(201);
    const clash = await place(a.id, second.id);
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ error_code: 'CONFLICT' });
  });

  it('reorders siblings', async () => {
    const parent = await addNode(null, 'hobbies');
    const [a, b, c] = [
      await addNode(parent.id, 'a'),
      await addNode(parent.id, 'b'),
      await addNode(parent.id, 'c'),
    ];
    const response = await place(c!.id, parent.id, 0);
    expect(response.statusCode, response.body).toBe(200);
    const order = adminCatalogTree
      .parse(response.json())
      .nodes.filter((node) => node.parent_id === parent.id)
      .sort((x, y) => x.position - y.position)
      .map((node) => node.id);
    expect(order).toEqual([c!.id, a!.id, b!.id]);
    expect((await auditOf(c!.id))[0]).toMatchObject({ action: 'catalog_node.reorder' });
  });

  it('renames a node in both languages; a new slug redirects its old address', async () => {
    const section = await addNode(null, 'music');
    const category = await addNode(section.id, 'vinyl');
    const oldSlug = category.slug;
    const newSlug = uniqueSlug('records');
    const renamed = await send('PATCH', `/api/admin/catalog/nodes/${category.id}`, admin, {
      name_en: 'Records',
      name_de: 'Schallplatten',
      slug: newSlug,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name_en: 'Records', name_de: 'Schallplatten' });

    const english = await publicTree('catalog', 'en-GB,en;q=0.9');
    const german = await publicTree('catalog', 'de-DE,de;q=0.9');
    expect(english.nodes.find((node) => node.id === category.id)?.name).toBe('Records');
    expect(german.nodes.find((node) => node.id === category.id)?.name).toBe('Schallplatten');
    const detail = await send('GET', `/api/catalog/nodes/${category.id}`, undefined, undefined, {
      'accept-language': 'de',
    });
    expect(catalogNodeDetail.parse(detail.json()).node.name).toBe('Schallplatten');

    const old = await movedTo(`${section.slug}/${oldSlug}`);
    expect(old.statusCode, old.body).toBe(200);
    expect(movedCatalogNode.parse(old.json()).path.map((node) => node.slug)).toEqual([
      section.slug,
      newSlug,
    ]);
    expect((await auditOf(category.id))[0]).toMatchObject({
      action: 'catalog_node.rename',
      before: { name_en: category.name_en, slug: oldSlug },
      after: { name_en: 'Records', name_de: 'Schallplatten', slug: newSlug },
    });
  });

  it('adds a section and a child in both languages, and refuses a fourth level', async () => {
    const section = await addNode(null, 'pets', 'flea-market');
    const category = await addNode(section.id, 'aquariums', 'flea-market');
    expect(category).toMatchObject({ level: 'category', name_de: 'aquariums DE', hidden: false });
    const subcategory = await addNode(category.id, 'filters', 'flea-market');
    expect(subcategory.level).toBe('subcategory');
    const fourth = await send('POST', '/api/admin/catalog/nodes', admin, {
      section: 'flea-market',
      parent_id: subcategory.id,
      name_en: 'Too deep',
      name_de: 'Zu tief',
      slug: uniqueSlug('deep'),
    });
    expect(fourth.statusCode).toBe(400);
    const german = await publicTree('flea-market', 'de');
    expect(german.nodes.find((node) => node.id === category.id)?.name).toBe('aquariums DE');
    expect((await auditOf(section.id))[0]).toMatchObject({
      action: 'catalog_node.create',
      after: { slug: section.slug, name_de: 'pets DE' },
    });
  });

  it('hides a node from menus and forms but keeps its listings reachable', async () => {
    const section = await addNode(null, 'outdoor');
    const category = await addNode(section.id, 'tents');
    const subcategory = await addNode(category.id, 'domes');
    const listing = await addProduct(app, seller, { catalog_node_id: subcategory.id });

    const hidden = await send('PUT', `/api/admin/catalog/nodes/${category.id}/visibility`, admin, {
      hidden: true,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const ids = (await publicTree()).nodes.map((node) => node.id);
    expect(ids).toContain(section.id);
    expect(ids).not.toContain(category.id);
    expect(ids).not.toContain(subcategory.id);
    // The administrators still see it, marked hidden, with what it holds.
    const inAdminTree = (await adminTree()).nodes.filter((node) =>
      [category.id, subcategory.id].includes(node.id),
    );
    expect(inAdminTree).toEqual([
      expect.objectContaining({ id: category.id, hidden: true }),
      expect.objectContaining({ id: subcategory.id, listing_count: 1 }),
    ]);
    expect(await listingIdsUnder(section.id)).toContain(listing.id);
    expect((await send('GET', `/api/products/${listing.id}`)).statusCode).toBe(200);

    await send('PUT', `/api/admin/catalog/nodes/${category.id}/visibility`, admin, {
      hidden: false,
    });
    expect((await publicTree()).nodes.map((node) => node.id)).toContain(subcategory.id);
    expect((await auditOf(category.id)).map((entry) => entry.action).slice(0, 2)).toEqual([
      'catalog_node.show',
      'catalog_node.hide',
    ]);
  });

  it('sets a picture checked as other pictures are', async () => {
    const node = await addNode(null, 'art');
    const upload = (file: Buffer, filename: string, type: string) => {
      const boundary = `----bazaar-test-${randomUUID()}`;
      const head =
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`;
      return app.inject({
        method: 'POST',
        url: `/api/admin/catalog/nodes/${node.id}/image`,
        headers: {
          ...bearer(admin.token),
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      });
    };
    const refused = await upload(Buffer.from('GIF89a not really'), 'tile.gif', 'image/gif');
    expect(refused.statusCode).toBe(400);
    const png = await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 20, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const stored = await upload(png, 'tile.png', 'image/png');
    expect(stored.statusCode, stored.body).toBe(200);
    const url = adminCatalogNode.parse(stored.json()).image_url!;
    expect(url).toMatch(/^\/api\/media\/catalog-nodes\/[0-9a-f]{64}-[0-9a-f]{8}\.webp$/);
    expect((await send('GET', url)).statusCode).toBe(200);
    expect((await auditOf(node.id))[0]).toMatchObject({
      action: 'catalog_node.set_image',
      after: { image_url: url },
    });
  });

  it('lets only administrators read or edit the structure', async () => {
    const node = await addNode(null, 'private');
    for (const who of [buyer, seller]) {
      expect((await send('GET', '/api/admin/catalog/nodes?section=catalog', who)).statusCode).toBe(
        403,
      );
      expect((await place(node.id, null, 0, who)).statusCode).toBe(403);
      const rename = await send('PATCH', `/api/admin/catalog/nodes/${node.id}`, who, {
        name_en: 'Mine',
        name_de: 'Meins',
        slug: 'mine',
      });
      expect(rename.statusCode).toBe(403);
      expect(rename.json()).toMatchObject({ error_code: 'FORBIDDEN' });
    }
    expect((await send('GET', '/api/admin/catalog/nodes?section=catalog')).statusCode).toBe(401);
  });
});

describe('the catalogue structure across api instances', () => {
  it('drops the tree the other instance keeps when a node moves', async (context) => {
    const instances = await twoApiInstances();
    if (!instances) {
      context.skip();
      return;
    }
    const { first, second } = instances;
    try {
      const from = await addNodeOn(first.app, null, 'left');
      const to = await addNodeOn(first.app, null, 'right');
      const node = await addNodeOn(first.app, from.id, 'moving');
      // The second instance keeps the tree it has read.
      const before = await publicTree('catalog', 'en', second.app);
      expect(before.nodes.find((n) => n.id === node.id)?.parent_id).toBe(from.id);

      const moved = await first.app.inject({
        method: 'PUT',
        url: `/api/admin/catalog/nodes/${node.id}/place`,
        headers: bearer(firstAdmin.token),
        payload: { parent_id: to.id, index: 0 },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      await eventually(async () => {
        const after = await publicTree('catalog', 'en', second.app);
        return after.nodes.find((n) => n.id === node.id)?.parent_id === to.id ? true : undefined;
      });
    } finally {
      await instances.close();
    }
  });
});

let firstAdmin: SignedIn;

/** Adds a node through another app (the instances' own database), as its own administrator. */
async function addNodeOn(on: App, parentId: string | null, word: string) {
  firstAdmin ??= await signUpAdmin(on);
  const slug = uniqueSlug(word);
  const response = await on.inject({
    method: 'POST',
    url: '/api/admin/catalog/nodes',
    headers: bearer(firstAdmin.token),
    payload: { section: 'catalog', parent_id: parentId, name_en: word, name_de: word, slug },
  });
  expect(response.statusCode, response.body).toBe(201);
  return adminCatalogNode.parse(response.json());
}
