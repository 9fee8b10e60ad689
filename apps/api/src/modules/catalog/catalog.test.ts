import {
  catalogLevels,
  catalogNodeDetail,
  catalogPath,
  catalogTree,
  fixedFilterKeys,
  marketplaceSections,
} from '@bazaar/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogNodes } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { installCatalogStructure } from './catalog-install';
import { createCatalogRepository, type CatalogRepository } from './catalog.repository';
import { createCatalogService } from './catalog.service';
import { catalogStructure, type ParameterDefinition } from './catalog-structure';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ seed: true });
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/catalog/nodes', () => {
  it("serves a division's tree with parents before children", async () => {
    const response = await testApp.app.inject({ url: '/api/catalog/nodes?section=catalog' });
    expect(response.statusCode, response.body).toBe(200);
    const tree = catalogTree.parse(response.json());
    expect(tree.section).toBe('catalog');
    expect(tree.nodes.length).toBeGreaterThan(3);
    const seen = new Set<string>();
    for (const node of tree.nodes) {
      expect(node.section).toBe('catalog');
      if (node.parent_id) expect(seen, node.name).toContain(node.parent_id);
      else expect(node.level).toBe('section');
      seen.add(node.id);
    }
    const deepest = tree.nodes.at(-1)!;
    expect(catalogPath(tree.nodes, deepest.id).at(-1)).toEqual(deepest);
  });

  it('keeps divisions apart', async () => {
    const response = await testApp.app.inject({ url: '/api/catalog/nodes?section=property' });
    const tree = catalogTree.parse(response.json());
    expect(tree.nodes.length).toBeGreaterThan(0);
    expect(tree.nodes.every((node) => node.section === 'property')).toBe(true);
  });

  it('refuses an unknown division', async () => {
    const response = await testApp.app.inject({ url: '/api/catalog/nodes?section=boats' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBeDefined();
  });
});

describe('the catalog structure', () => {
  let emptyApp: TestApp;

  beforeAll(async () => {
    emptyApp = await buildTestApp();
  });

  afterAll(async () => {
    await emptyApp?.close();
  });

  it('is installed for every division without demo data, with pictures and parameters', async () => {
    for (const section of marketplaceSections) {
      const response = await emptyApp.app.inject({ url: `/api/catalog/nodes?section=${section}` });
      const tree = catalogTree.parse(response.json());
      expect(new Set(tree.nodes.map((node) => node.level))).toEqual(new Set(catalogLevels));
      for (const node of tree.nodes)
        expect(node.image_url).toMatch(/^\/api\/media\/catalog-nodes\/.+\.svg$/);
      const picture = await emptyApp.app.inject({ url: tree.nodes[0]!.image_url! });
      expect(picture.statusCode).toBe(200);
      const leaf = tree.nodes.at(-1)!;
      const detail = catalogNodeDetail.parse(
        (await emptyApp.app.inject({ url: `/api/catalog/nodes/${leaf.id}` })).json(),
      );
      expect(detail.parameters.length, section).toBeGreaterThan(0);
    }
  });

  it('installs once: a second run changes nothing', async () => {
    const before = await emptyApp.app.db.select().from(catalogNodes);
    const installed = await installCatalogStructure(emptyApp.app.db, {
      storage: emptyApp.app.mediaStorage,
    });
    expect(installed).toBe(false);
    expect(await emptyApp.app.db.select().from(catalogNodes)).toHaveLength(before.length);
  });

  it('defines every parameter with the options or bounds its type needs', () => {
    for (const division of catalogStructure) {
      const definitions = [
        ...division.parameters,
        ...division.sections.flatMap(function all(node): ParameterDefinition[] {
          return [...(node.parameters ?? []), ...(node.children ?? []).flatMap(all)];
        }),
      ];
      for (const definition of definitions) {
        expect(Object.values(fixedFilterKeys)).not.toContain(definition.key);
        if (definition.type === 's' || definition.type === 'm') {
          expect(definition.options?.length, definition.key).toBeGreaterThan(1);
        } else {
          expect(definition.options ?? [], definition.key).toEqual([]);
        }
        expect(definition.valueKind === 'number', definition.key).toBe(
          definition.type === 'range' || definition.key === 'warranty_months',
        );
      }
    }
  });
});

describe("the divisions' catalogs kept by the catalog service", () => {
  it('reads a division once, and again after invalidateCache or its time to live', async () => {
    const repository = createCatalogRepository(testApp.app.db);
    let reads = 0;
    const counting: CatalogRepository = {
      ...repository,
      listBySection: (section) => {
        reads += 1;
        return repository.listBySection(section);
      },
    };
    let now = Date.parse('2026-11-22T10:00:00Z');
    const clock: Clock = { now: () => new Date(now) };
    const catalog = createCatalogService(counting, { clock, cacheTtlMs: 60_000 });

    const before = await catalog.tree('food');
    await catalog.filterScope('food', undefined);
    await catalog.searchCategories('food', 'fruit', 5);
    expect(reads).toBe(1);

    // A node and a parameter written behind the service's back stay unseen…
    const [added] = await repository.insertNodes([
      {
        section: 'food',
        parentId: null,
        level: 'section',
        name: 'Cache probe',
        slug: 'cache-probe',
      },
    ]);
    await repository.insertMissingParameters([
      {
        section: 'food',
        nodeId: added!.id,
        key: 'cache_probe',
        name: 'Cache probe',
        type: 'c',
        source: 'parameters',
        valueKind: 'boolean',
      },
    ]);
    try {
      expect((await catalog.tree('food')).nodes).toHaveLength(before.nodes.length);
      await expect(catalog.filterScope('food', added!.id)).rejects.toThrow(/could not find/);

      // …until the cache is invalidated: then the next request reads both again.
      catalog.invalidateCache();
      expect((await catalog.tree('food')).nodes.map((node) => node.id)).toContain(added!.id);
      const scope = await catalog.filterScope('food', added!.id);
      expect(scope.nodeIds).toEqual([added!.id]);
      expect(scope.definitions.map((definition) => definition.key)).toContain('cache_probe');
      expect(reads).toBe(2);

      // Other divisions are kept apart, and everything is read again once its time is over.
      await catalog.tree('property');
      expect(reads).toBe(3);
      now += 60_000;
      await catalog.tree('food');
      expect(reads).toBe(3);
      now += 1;
      await catalog.tree('food');
      expect(reads).toBe(4);
    } finally {
      await testApp.app.db.delete(catalogNodes).where(eq(catalogNodes.id, added!.id));
    }
  });
});

describe('category suggestions kept by the catalog service', () => {
  it('match a text in the database once, and again after invalidateCache', async () => {
    const repository = createCatalogRepository(testApp.app.db);
    let searches = 0;
    const counting: CatalogRepository = {
      ...repository,
      searchNodes: (section, text, limit) => {
        searches += 1;
        return repository.searchNodes(section, text, limit);
      },
    };
    const catalog = createCatalogService(counting);
    const names = async () =>
      (await catalog.searchCategories('food', 'cacheprobe', 5)).map((node) => node.name);

    expect(await names()).toEqual([]);
    expect(await names()).toEqual([]);
    expect(searches).toBe(1);
    await catalog.searchCategories('catalog', 'cacheprobe', 5);
    expect(searches).toBe(2);

    const [added] = await repository.insertNodes([
      { section: 'food', parentId: null, level: 'section', name: 'Cacheprobe', slug: 'cacheprobe' },
    ]);
    try {
      expect(await names()).toEqual([]);
      catalog.invalidateCache();
      expect(await names()).toEqual(['Cacheprobe']);
      expect(searches).toBe(3);
    } finally {
      await testApp.app.db.delete(catalogNodes).where(eq(catalogNodes.id, added!.id));
    }
  });
});
