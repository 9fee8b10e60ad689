import { catalogPath, catalogTree } from '@bazaar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

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
    expect(tree.nodes.every((node) => node.section === 'property')).toBe(true);
  });

  it('refuses an unknown division', async () => {
    const response = await testApp.app.inject({ url: '/api/catalog/nodes?section=boats' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_code).toBeDefined();
  });
});
