import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/*
 * The web's layers are held by the linter (ADR 0040): a feature never imports another feature,
 * an entity never imports a feature. These lint small in-memory files placed inside features/
 * and entities/ with the repository's own configuration and expect the boundary errors.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const RULE = 'import-x/no-restricted-paths';

// The zones and the import resolver read paths relative to the working directory, which is the
// repository's root when the whole suite runs; a run from apps/web must see the same.
beforeAll(() => {
  vi.spyOn(process, 'cwd').mockReturnValue(repoRoot);
});
afterAll(() => {
  vi.restoreAllMocks();
});

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: resolve(repoRoot, file) });
  return result!.messages.filter((message) => message.ruleId === RULE).map((m) => m.message);
}

const refusal = (message: string) =>
  `Unexpected path "@/features/discovery/api/discovery-keys" imported in restricted zone. ${message}`;

const featureImport =
  "import { discoveryKeys } from '@/features/discovery/api/discovery-keys';\n\nexport const keys = discoveryKeys;\n";

// The first lint loads the whole configuration and its plugins: seconds on a busy machine.
describe('the web boundaries', { timeout: 30_000 }, () => {
  it('refuse a feature importing another feature', async () => {
    expect(
      await boundaryErrors('apps/web/src/features/cart/boundary-fixture.ts', featureImport),
    ).toEqual([refusal('A feature must not import another feature; compose them in app/.')]);
  });

  it('refuse an entity importing a feature', async () => {
    expect(
      await boundaryErrors('apps/web/src/entities/cart/boundary-fixture.ts', featureImport),
    ).toEqual([
      refusal('An entity must not import a feature or a route; features import entities.'),
    ]);
  });

  it('let a feature import an entity and its own modules', async () => {
    const code =
      "import { cartKeys } from '@/entities/cart/cart-keys';\nimport { discoveryKeys } from '@/features/discovery/api/discovery-keys';\n\nexport const keys = [cartKeys, discoveryKeys];\n";
    expect(
      await boundaryErrors('apps/web/src/features/discovery/boundary-fixture.ts', code),
    ).toEqual([]);
  });
});
