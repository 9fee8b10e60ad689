import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/*
 * Lower layers never import higher ones (issue 34; docs/architecture.md "Layers"): the linter's
 * `import-x/no-restricted-paths` zones hold them. These lint planted in-memory files with the
 * repository's own configuration and expect one refusal each.
 */
const repoRoot = resolve(import.meta.dirname, '..');
const RULE = 'import-x/no-restricted-paths';

// The configuration's zones and resolver read paths from the working directory.
beforeAll(() => {
  vi.spyOn(process, 'cwd').mockReturnValue(repoRoot);
});
afterAll(() => {
  vi.restoreAllMocks();
});

/** The layer refusals of a file at `file` that imports `from`. */
async function layerErrors(file: string, from: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const code = `import * as planted from '${from}';\n\nexport const used = planted;\n`;
  const [result] = await eslint.lintText(code, { filePath: resolve(repoRoot, file) });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const refusal = (from: string, message: string) =>
  `Unexpected path "${from}" imported in restricted zone. ${message}`;

// The first lint loads the whole configuration and its plugins: seconds on a busy machine.
describe('layer rules', { timeout: 60_000 }, () => {
  it('refuse an api plugin importing the seed', async () => {
    expect(await layerErrors('apps/api/src/plugins/planted-fixture.ts', '../seed')).toEqual([
      refusal(
        '../seed',
        'plugins/ must not import modules/, seed/ or the composition root: lower layers never import higher ones.',
      ),
    ]);
  });

  it('refuse the api lib or db importing a module, and a module importing the seed or app', async () => {
    for (const [file, from] of [
      ['apps/api/src/lib/planted-fixture.ts', '../modules/ping'],
      ['apps/api/src/db/planted-fixture.ts', '../modules/ping'],
      ['apps/api/src/lib/planted-fixture.ts', '../plugins/errors'],
      ['apps/api/src/modules/ping/planted-fixture.ts', '../../seed'],
      ['apps/api/src/modules/ping/planted-fixture.ts', '../../app'],
    ] as const) {
      const errors = await layerErrors(file, from);
      expect(errors, `${file} importing ${from}`).toHaveLength(1);
      expect(errors[0]).toContain('lower layers never import higher ones');
    }
  });

  it('refuse a web entity importing a component, and lib importing content', async () => {
    expect(
      await layerErrors('apps/web/src/entities/cart/planted-fixture.ts', '@/components/badge'),
    ).toEqual([
      refusal(
        '@/components/badge',
        'An entity must not import shared UI; components/ build on entities.',
      ),
    ]);
    expect(
      await layerErrors('apps/web/src/lib/legal/planted-fixture.ts', '@/content/legal'),
    ).toEqual([
      refusal(
        '@/content/legal',
        'lib/ is the lowest layer of the web: it imports no content, component or route.',
      ),
    ]);
  });

  it("refuse the seed importing a module's internal file", async () => {
    expect(
      await layerErrors('apps/api/src/seed/planted-fixture.ts', '../modules/ping/ping.routes'),
    ).toEqual([
      refusal(
        '../modules/ping/ping.routes',
        "The seed uses module 'ping' through its public entry (modules/ping), not its internal files.",
      ),
    ]);
  });

  it('let higher layers import lower ones, and tests and their kits import anything', async () => {
    expect(await layerErrors('apps/api/src/seed/planted-fixture.ts', '../modules/ping')).toEqual(
      [],
    );
    expect(await layerErrors('apps/api/src/plugins/planted.test.ts', '../seed')).toEqual([]);
    expect(
      await layerErrors('apps/api/src/modules/ping/ping.test-kit.ts', '../../db/schema'),
    ).toEqual([]);
    expect(
      await layerErrors('apps/web/src/components/planted-fixture.ts', '@/entities/cart/cart-keys'),
    ).toEqual([]);
  });
});
