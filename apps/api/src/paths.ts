import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const API_PACKAGE_NAME = '@bazaar/api';

interface PackageJson {
  name?: string;
  version?: string;
}

function readPackageJson(file: string): PackageJson | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/**
 * The folder of the api package, found by walking up from this module to the package.json named
 * `@bazaar/api`. Works from `src/` (tsx, vitest) and from the bundle in `dist/`.
 */
function findApiRoot(start: string): string {
  let dir = start;
  for (;;) {
    if (readPackageJson(path.join(dir, 'package.json'))?.name === API_PACKAGE_NAME) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`Cannot find the ${API_PACKAGE_NAME} package.json above ${start}`);
    }
    dir = parent;
  }
}

export const apiRoot = findApiRoot(import.meta.dirname);
export const repoRoot = path.resolve(apiRoot, '..', '..');
export const migrationsFolder = path.join(apiRoot, 'src', 'db', 'migrations');
export const apiPackageVersion =
  readPackageJson(path.join(apiRoot, 'package.json'))?.version ?? '0.0.0';
