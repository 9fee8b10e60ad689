import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/*
 * No production file over 500 lines (issue 34): the linter's `max-lines` holds it. These lint
 * planted in-memory files with the repository's own configuration.
 */
const repoRoot = resolve(import.meta.dirname, '..');

// The configuration's zones and resolver read paths from the working directory.
beforeAll(() => {
  vi.spyOn(process, 'cwd').mockReturnValue(repoRoot);
});
afterAll(() => {
  vi.restoreAllMocks();
});

/** A file of `lines` lines of code. */
const codeOf = (lines: number) =>
  Array.from({ length: lines }, (_, index) => `export const line${index} = ${index};`).join('\n') +
  '\n';

async function lengthErrors(file: string, lines: number): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(codeOf(lines), { filePath: resolve(repoRoot, file) });
  return result!.messages.filter((m) => m.ruleId === 'max-lines').map((m) => m.message);
}

// The first lint loads the whole configuration and its plugins: seconds on a busy machine.
describe('production files', { timeout: 60_000 }, () => {
  it('are refused over 500 lines, in the api, the web and the contracts', async () => {
    for (const file of [
      'apps/api/src/modules/ping/planted-fixture.ts',
      'apps/web/src/features/cart/planted-fixture.ts',
      'packages/contracts/src/planted-fixture.ts',
    ]) {
      expect(await lengthErrors(file, 501)).toEqual([
        'File has too many lines (501). Maximum allowed is 500.',
      ]);
    }
  });

  it('may have 500 lines, and tests may have more', async () => {
    expect(await lengthErrors('apps/api/src/modules/ping/planted-fixture.ts', 500)).toEqual([]);
    expect(await lengthErrors('apps/api/src/modules/ping/planted.test.ts', 900)).toEqual([]);
  });
});
