import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/*
 * No production file over 500 lines and no function over 150 (issue 34): the linter's `max-lines`
 * and `max-lines-per-function` hold them. These lint
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

/** A function whose body has `lines` statements. */
const functionOf = (lines: number) =>
  `export function planted(): number {\n  let total = 0;\n${Array.from(
    { length: lines - 4 },
    (_, index) => `  total += ${index};`,
  ).join('\n')}\n  return total;\n}\n`;

async function ruleErrors(rule: string, file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: resolve(repoRoot, file) });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

const lengthErrors = (file: string, lines: number) => ruleErrors('max-lines', file, codeOf(lines));
const functionErrors = (file: string, lines: number) =>
  ruleErrors('max-lines-per-function', file, functionOf(lines));

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

  it('may have 500 lines, and tests and their kits may have more', async () => {
    expect(await lengthErrors('apps/api/src/modules/ping/planted-fixture.ts', 500)).toEqual([]);
    expect(await lengthErrors('apps/api/src/modules/ping/planted.test.ts', 900)).toEqual([]);
    expect(await lengthErrors('apps/api/src/modules/ping/ping.test-kit.ts', 900)).toEqual([]);
  });

  it('are refused with a function over 150 lines, and tests and their kits may have longer ones', async () => {
    expect(await functionErrors('apps/api/src/modules/ping/planted-fixture.ts', 151)).toEqual([
      "Function 'planted' has too many lines (151). Maximum allowed is 150.",
    ]);
    expect(
      await functionErrors('apps/web/src/features/cart/planted-fixture.tsx', 151),
    ).toHaveLength(1);
    expect(await functionErrors('apps/api/src/modules/ping/planted-fixture.ts', 150)).toEqual([]);
    expect(await functionErrors('apps/api/src/modules/ping/planted.test.ts', 400)).toEqual([]);
    expect(await functionErrors('apps/api/src/modules/ping/ping.test-kit.ts', 400)).toEqual([]);
  });
});
