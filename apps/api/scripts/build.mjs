// Bundles the api into dist/server.js: our code and @bazaar/contracts (TypeScript source) are
// bundled; every other npm package stays external and is loaded from node_modules at run time.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { bundleWorkspacePackages } from '../../../scripts/bundle-workspace-packages.mjs';

const apiRoot = path.resolve(import.meta.dirname, '..');
const outfile = path.join(apiRoot, 'dist', 'server.js');

await rm(path.join(apiRoot, 'dist'), { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(apiRoot, 'src', 'server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [bundleWorkspacePackages],
  banner: {
    js: "import { createRequire as __bazaarCreateRequire } from 'node:module'; const require = __bazaarCreateRequire(import.meta.url);",
  },
});

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(
  `built ${path.relative(process.cwd(), outfile)} (${Math.round(bytes / 1024)} KiB with map)`,
);
