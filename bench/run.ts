// `npm run bench -- <scenario>` runs one scenario of scenarios/<scenario>.bench.ts.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const scenariosDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'scenarios');
const available = readdirSync(scenariosDir)
  .filter((file) => file.endsWith('.bench.ts'))
  .map((file) => file.replace(/\.bench\.ts$/, ''));
const scenario = process.argv[2] ?? 'api';

if (!available.includes(scenario)) {
  console.error(`Unknown scenario "${scenario}". Available: ${available.join(', ')}`);
  process.exit(1);
}

const module = (await import(`./scenarios/${scenario}.bench.ts`)) as { run: () => Promise<void> };
await module.run();
