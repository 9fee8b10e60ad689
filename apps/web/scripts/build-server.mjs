// Bundles the web's HTTP server (src/server/main.ts) into dist/server.js; npm packages stay
// external and load from node_modules. `next build` builds the pages themselves.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const webRoot = path.resolve(import.meta.dirname, '..');
const outfile = path.join(webRoot, 'dist', 'server.js');

await rm(path.join(webRoot, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(webRoot, 'src', 'server', 'main.ts')],
  outfile,
  bundle: true,
  packages: 'external',
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`built ${path.relative(process.cwd(), outfile)}`);
