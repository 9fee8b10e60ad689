import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';
import { tableOwnership } from './table-ownership.mjs';

/*
 * The module boundaries of ADR 0041, as the linter enforces them: code placed in a module's
 * folder is linted with the repository's own configuration, and what crosses a boundary is
 * refused with the rule's message.
 */

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: repositoryRoot });

/** The boundary errors ESLint reports for `code` as if it were a file at `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repositoryRoot, file) });
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

const inFavorites = 'apps/api/src/modules/favorites/boundary-probe.ts';

describe('module boundaries', () => {
  it('refuses another module’s repository', async () => {
    const errors = await boundaryErrors(
      inFavorites,
      "import { createListingsRepository } from '../listings/listings.repository';\n" +
        'export const probe = createListingsRepository;\n',
    );
    expect(errors).toEqual([
      expect.stringContaining(
        "Import module 'listings' through its public entry (modules/listings) or its read model",
      ),
    ]);
  });

  it('refuses another module’s internal files', async () => {
    const errors = await boundaryErrors(
      inFavorites,
      "import { listingStock } from '../listings/listing-stock';\nexport const probe = listingStock;\n",
    );
    expect(errors).toEqual([expect.stringContaining("Import module 'listings' through")]);
  });

  it('refuses the schema file of tables the module does not own', async () => {
    const errors = await boundaryErrors(
      inFavorites,
      "import { listings } from '../../db/schema/listings';\nexport const probe = listings;\n",
    );
    expect(errors).toEqual([
      expect.stringContaining(
        "db/schema/listings.ts holds tables of module 'listings': use its public entry or read model",
      ),
    ]);
  });

  it('refuses the whole schema, even for tables the module owns', async () => {
    const errors = await boundaryErrors(
      inFavorites,
      "import { favorites } from '../../db/schema';\nexport const probe = favorites;\n",
    );
    expect(errors).toEqual([expect.stringContaining('not the whole schema')]);
  });

  it('lets a module use its own tables and another module’s entry and read model', async () => {
    const errors = await boundaryErrors(
      inFavorites,
      "import { favorites } from '../../db/schema/favorites';\n" +
        "import { listingStock } from '../listings';\n" +
        "import { isPublic } from '../listings/read-model';\n" +
        'export const probe = [favorites, listingStock, isPublic];\n',
    );
    expect(errors).toEqual([]);
  });
});

describe('table ownership', () => {
  it('names an owner for every table of the schema, once', () => {
    const tables = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    const owned = Object.values(tableOwnership)
      .flatMap((entry) => entry.tables)
      .sort();
    expect(tables.length).toBeGreaterThan(0);
    expect(owned).toEqual(tables);
  });
});
