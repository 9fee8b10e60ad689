// Bundles the web's HTTP server (src/server/main.ts) into dist/server.js: our code and
// @bazaar/contracts (TypeScript source) are bundled; every other npm package stays external and
// loads from node_modules. `next build` builds the pages themselves.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { bundleWorkspacePackages } from '../../../scripts/bundle-workspace-packages.mjs';

const webRoot = path.resolve(import.meta.dirname, '..');
const outfile = path.join(webRoot, 'dist', 'server.js');

await rm(path.join(webRoot, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(webRoot, 'src', 'server', 'main.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [bundleWorkspacePackages],
});
console.log(`built ${path.relative(process.cwd(), outfile)}`);
