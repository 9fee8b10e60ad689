import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Every page's JS is the root layout's client modules and what they import. zod and the
 * contracts' schemas must not be among them: they would be in every page, `/404` included
 * (ADR 0037). Forms load zod on their own pages. This walks the static imports (not `import()`,
 * which makes a chunk of its own) and follows `@bazaar/contracts` by the names imported.
 */
const appDir = dirname(fileURLToPath(import.meta.url));
const srcDir = resolve(appDir, '..');
const contractsDir = resolve(srcDir, '../../../packages/contracts/src');

interface Import {
  from: string;
  /** Names imported for use at run time; null for `export *` and side-effect imports. */
  names: string[] | null;
}

const importPattern = /^(?:import|export)\s+(type\s+)?(?:([\w*${}\s,]+?)\s+from\s+)?'([^']+)';/gm;

function importsOf(file: string): Import[] {
  const source = readFileSync(file, 'utf8');
  const found: Import[] = [];
  for (const [, typeOnly, clause, from] of source.matchAll(importPattern)) {
    if (typeOnly || !from) continue;
    const braces = clause?.match(/\{([^}]*)\}/);
    const names = braces?.[1]
      ?.split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/)[0]!.trim());
    const hasDefault = clause !== undefined && /^[\w$]+/.test(clause.trim());
    if (names && names.length === 0 && !hasDefault) continue;
    found.push({ from, names: names && !hasDefault ? names : null });
  }
  return found;
}

function resolveFile(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      if (/\.(ts|tsx)$/.test(candidate)) return candidate;
    }
  }
  return null;
}

/** The contracts module that defines each name the package exports. */
const contractsModuleOf = new Map<string, string>();
for (const { from } of importsOf(resolve(contractsDir, 'index.ts'))) {
  const file = resolveFile(resolve(contractsDir, from))!;
  const source = readFileSync(file, 'utf8');
  for (const [, name] of source.matchAll(/^export (?:const|function|class) ([\w$]+)/gm)) {
    contractsModuleOf.set(name!, file);
  }
}

function targetsOf(file: string, { from, names }: Import): string[] {
  if (from === '@bazaar/contracts') {
    // `import * as` takes the whole package.
    const used = names ?? [...contractsModuleOf.keys()];
    return used.map((name) => contractsModuleOf.get(name)).filter((f) => f !== undefined);
  }
  const base = from.startsWith('@/')
    ? resolve(srcDir, from.slice(2))
    : from.startsWith('.')
      ? resolve(dirname(file), from)
      : null;
  const target = base ? resolveFile(base) : null;
  return target ? [target] : [];
}

function walk(starts: string[], visit: (file: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!visit(file)) continue;
    for (const entry of importsOf(file)) queue.push(...targetsOf(file, entry));
  }
  return seen;
}

const isClientModule = (file: string) => /^['"]use client['"];/m.test(readFileSync(file, 'utf8'));

/**
 * Pages that are not forms; each adds its own client modules to the layout's. The other
 * divisions' homes, section pages and showrooms render the same screens as Shop Hub's.
 */
const pages = {
  'every page (the root layout and /404)': ['layout.tsx', 'not-found.tsx'],
  'the home page': ['page.tsx'],
  'an item page': ['shophub/item/[id]/page.tsx'],
  // Its availability calendar is an import() of its own (features/bookings/components/service-booking.tsx).
  'a Services item page': ['services/item/[id]/page.tsx'],
  'a division home': ['shophub/page.tsx'],
  'a section page': ['shophub/[section]/page.tsx'],
  'a showroom': ['shophub/showroom/[catalogNode]/page.tsx'],
  'the search page': ['search/page.tsx'],
};

describe.each(Object.entries(pages))('the browser modules of %s', (_name, files) => {
  // Server modules are walked until a client module starts the browser's part of the graph.
  const roots = files.map((file) => resolve(appDir, file));
  const clientRoots = [...walk(roots, (file) => !isClientModule(file))].filter(isClientModule);
  const browserModules = [...walk(clientRoots, () => true)];

  it('are found', () => {
    expect(browserModules.length).toBeGreaterThan(10);
  });

  it('import no zod at run time', () => {
    const withZod = browserModules.filter((file) =>
      importsOf(file).some(({ from }) => from === 'zod' || from.startsWith('zod/')),
    );
    expect(withZod.map((file) => file.slice(resolve(srcDir, '../../..').length + 1))).toEqual([]);
  });

  it('import no calendar code: FullCalendar loads on /profile/slots only, lazily', () => {
    const withCalendar = browserModules.filter((file) =>
      importsOf(file).some(({ from }) => from.startsWith('@fullcalendar/')),
    );
    expect(withCalendar).toEqual([]);
  });

  it("leave the chat page's code to the chat page (the shell carries only its badge)", () => {
    const chatPage = browserModules.filter((file) => file.includes('/features/chat/'));
    expect(chatPage.map((file) => file.slice(srcDir.length + 1))).toEqual([]);
  });
});

it("the layout's browser modules include the shell", () => {
  const roots = [resolve(appDir, 'layout.tsx')];
  const clientRoots = [...walk(roots, (file) => !isClientModule(file))].filter(isClientModule);
  const browserModules = [...walk(clientRoots, () => true)];
  expect(browserModules.some((file) => file.endsWith('components/shell/app-shell.tsx'))).toBe(true);
});
