import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoCatalogItems, type DemoCatalogItem } from '@bazaar/contracts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The api's built printer of its demo catalog (`npm run demo-catalog -w @bazaar/api`). */
const printer = path.join(repoRoot, 'apps/api/dist/demo-catalog.js');

/** The items of the api's demo catalog, as its demo seed lists them (read from the built api). */
export function readDemoCatalog(): DemoCatalogItem[] {
  if (!existsSync(printer)) {
    throw new Error('The api is not built: run `npm run build -w @bazaar/api` first.');
  }
  const printed = spawnSync(process.execPath, [printer], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (printed.status !== 0) throw new Error(`demo-catalog failed: ${printed.stderr}`);
  return demoCatalogItems.parse(JSON.parse(printed.stdout));
}
